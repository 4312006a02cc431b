ALTER TABLE "cara_effect_approvals" DROP CONSTRAINT "cara_effect_approvals_state_check";--> statement-breakpoint
ALTER TABLE "cara_effect_approvals" ADD COLUMN "expired_reason" text;--> statement-breakpoint
ALTER TABLE "cara_effect_approvals" ADD CONSTRAINT "cara_effect_approvals_state_check" CHECK ("cara_effect_approvals"."state" in ('PENDING', 'APPROVED', 'DECLINED', 'EXPIRED'));