import { seatUsagePercent } from "#domain/subscription.ts";

const seats = (n: number) => `${n} ${n === 1 ? "seat" : "seats"}`;

/** The seat bar: assigned against total seats, capped at 100% (docs/product/plans-and-limits.md). */
export function SeatUsage({ numSeats, numSeatsActive }: { numSeats: number; numSeatsActive: number }) {
  const percent = seatUsagePercent(numSeatsActive, numSeats);
  const available = Math.max(0, numSeats - numSeatsActive);
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label="Seats assigned"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${numSeatsActive} of ${numSeats} seats assigned`}
        className="h-2 overflow-hidden rounded-full bg-neutral-100"
      >
        <div
          className={percent >= 100 ? "h-full bg-amber-500" : "h-full bg-accent-600"}
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="flex justify-between text-sm tabular">
        <span className="text-neutral-900">{seats(numSeatsActive)} assigned</span>
        <span className="text-neutral-500">{seats(available)} available</span>
      </div>
    </div>
  );
}
