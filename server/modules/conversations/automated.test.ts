import { describe, expect, it } from "vitest";
import { automatedVerdictOf } from "./automated.ts";

/**
 * Automated mail read from the message itself when a relay stripped its headers (ADR 068, ADR 077).
 * Each case fails without the rule it names; the last ones are people's messages that look automated.
 */
const v = (from: string, subject: string, text: string) =>
  automatedVerdictOf({ from: { address: from }, subject, text });

describe("automated mail from its words (ADR 077)", () => {
  it("an absence note under a responder's subject is automatic even when it points elsewhere", () => {
    expect(
      v(
        "anita@dental.example",
        "Automatic reply: Renewal questionnaire",
        "I am out of the office on Thursday and Friday. If this is about an appointment, please email frontdesk@dental.example.",
      ),
    ).toMatchObject({ automated: true, kind: "AUTO_REPLY" });
    expect(
      v(
        "omar@pm.example",
        "Automatic reply: Certificate request",
        "I'm out of the office. Could you please resend your message to manager@pm.example? Thank you.",
      ).automated,
    ).toBe(true);
    // under a weaker subject, a redirect with an address is not a request to us either
    expect(
      v(
        "ken@studio.example",
        "Out of office",
        "I'm on vacation until 11/30. For studio matters please email info@studio.example.",
      ).automated,
    ).toBe(true);
  });

  it("a strong absence note under a reply's subject (Gmail's responder answers 'Re: …') is automatic", () => {
    expect(
      v(
        "jess@dental.example",
        "RE: Pinecrest renewal",
        "Thank you for your email. I am on maternity leave until February 2027. For anything urgent please contact Anita Rao.",
      ),
    ).toMatchObject({ automated: true, kind: "AUTO_REPLY" });
  });

  it("reads absence notes in French, German, Spanish, Dutch, Italian and Portuguese, and Sieve's 'Auto:'", () => {
    const notes: Array<[string, string]> = [
      ["Réponse automatique : Attestation", "Bonjour, je suis absente du bureau jusqu'au 30 novembre."],
      [
        "Abwesenheitsnotiz: Anfrage",
        "Ich bin bis einschließlich 27.11. nicht im Büro und habe keinen Zugriff auf meine E-Mails.",
      ],
      ["Respuesta automática: Póliza", "Estoy fuera de la oficina hasta el lunes con acceso limitado al correo."],
      [
        "Automatisch antwoord: Uw polis",
        "Ik ben afwezig tot en met 30 november en heb beperkt toegang tot mijn e-mail.",
      ],
      ["Risposta automatica: Certificato", "Sono fuori ufficio fino al 25 novembre. Risponderò al mio rientro."],
      ["Resposta automática: Renovação", "Estou ausente do escritório até 1 de dezembro."],
      ["Auto: Your certificate", "Out until Monday. For estimates call the shop."],
      ["Auto Response", "I'm traveling until Dec 2 and checking email only occasionally."],
    ];
    for (const [subject, text] of notes)
      expect(v("person@client.example", subject, text), subject).toMatchObject({ automated: true, kind: "AUTO_REPLY" });
  });

  it("reads mail servers' fixed wording as a bounce, whatever the sender and subject", () => {
    expect(
      v(
        "system@gw.example",
        "Notice",
        "This message was created automatically by mail delivery software.\n\nA message that you sent could not be delivered.",
      ),
    ).toMatchObject({ automated: true, kind: "BOUNCE" });
    expect(
      v(
        "system@gw.example",
        "Delivery delayed: Certificate",
        "This message hasn't been delivered yet. Delivery will continue to be attempted.",
      ),
    ).toMatchObject({ automated: true, kind: "BOUNCE" });
    expect(v("microsoftexchange329e71ec88ae4615bbc36ab6ce41109e@agency.example", "Your message", "x")).toMatchObject({
      automated: true,
      kind: "BOUNCE",
    });
    expect(
      v(
        "system@gw.example",
        "Unzustellbar: Bestätigung",
        "Ihre Nachricht konnte nicht an folgende Empfänger übermittelt werden: x",
      ),
    ).toMatchObject({ automated: true, kind: "BOUNCE" });
  });

  it("reads read receipts, calendar replies and recalls", () => {
    expect(
      v(
        "m@aol.example",
        "Read: Your renewal",
        "This is a receipt for the mail you sent to m@aol.example at 11/19/2026 9:14 AM",
      ),
    ).toMatchObject({ automated: true, kind: "AUTO_REPLY" });
    expect(
      v(
        "k@studio.example",
        "Gelesen: Ihre Verlängerung",
        "Ihre Nachricht wurde am Donnerstag, 19. November 2026 gelesen.",
      ).automated,
    ).toBe(true);
    expect(
      v("a@dental.example", "Accepted: Policy review @ Tue", "Anita Rao has accepted this invitation.").automated,
    ).toBe(true);
    expect(
      v("j@dental.example", "Declined: Claims walkthrough", "Jess Morgan has declined this meeting.").automated,
    ).toBe(true);
    expect(v("d@roof.example", "Accepted: Renewal review", "").automated).toBe(true);
    expect(
      v("g@elec.example", "Recall: Renewal questions", 'Gary would like to recall the message, "Renewal questions".')
        .automated,
    ).toBe(true);
  });

  it("reads service desks' acknowledgements, e-signature notices, challenge-response filters and payment receipts", () => {
    expect(
      v(
        "support@carrier.example",
        "[Carrier] Request received: Loss runs",
        "Your request (#48213) has been received and is being reviewed by our support staff.",
      ),
    ).toMatchObject({ automated: true, kind: "AUTO_REPLY" });
    expect(
      v(
        "helpdesk@carrier.example",
        "Ticket Received - Endorsement question",
        "We would like to acknowledge that we have received your request and a ticket has been created. A support representative will be reviewing your request.",
      ).automated,
    ).toBe(true);
    expect(
      v(
        "dispatch@logistics.example",
        "Thank you for contacting Northgate",
        "We have received your email and a member of our team will respond within 4 business hours.",
      ),
    ).toMatchObject({ automated: true });
    expect(v("dse_na3@docusign.net", "Completed: Docusign: Application", "All parties have completed.")).toMatchObject({
      automated: true,
      kind: "BULK",
    });
    expect(
      v(
        "verify@filter.example",
        "Please verify your email address",
        "Your message is being held until you verify that you are a real person.",
      ),
    ).toMatchObject({ automated: true });
    expect(
      v(
        "receipts@pay.example",
        "Payment Receipt",
        "Thank you for your payment. This receipt was generated automatically.",
      ).automated,
    ).toBe(true);
  });

  it("a no-reply sender's notice is automated even when it asks as notices do; a web form's person is not", () => {
    expect(
      v(
        "noreply@carrier.example",
        "Your policy document is ready",
        "Please review the attached declarations for accuracy.",
      ).automated,
    ).toBe(true);
    expect(
      v(
        "no-reply@billing.example",
        "Action needed",
        "Please update your payment method by December 1 to avoid a lapse.",
      ).automated,
    ).toBe(true);
    expect(
      v(
        "no-reply@agencysite.example",
        "New contact form submission",
        "Name: Jordan Blake\nMessage: I need a quote for commercial auto.",
      ).automated,
    ).toBe(false);
  });

  it("people's messages that look automated stay people's", () => {
    const person: Array<[string, string]> = [
      [
        "Fwd: Automatic reply: Bazaar booth",
        "What does this mean? I got this auto-reply back. Is our booth still covered on Saturday?",
      ],
      [
        "Out of office next week",
        "I'll be out of the office next week. Could you send the renewal invoice before Friday?",
      ],
      [
        "Re: Automatic reply: wine service",
        "Sorry about the auto-reply, I'm back now. Could you send the declarations page?",
      ],
      ["Auto: adding my daughter", "She'll be back on Monday from college, please add her to my auto policy."],
      ["Undeliverable - resending", "My last email bounced back so trying again. Can you send me my auto ID cards?"],
      ["Read: the policy you sent", "Read the policy you sent, thanks. Does it cover flowers in my van?"],
      [
        "Fwd: Completed: Docusign: application",
        "I got this Docusign email saying everything is completed. Is the policy active now?",
      ],
      ["Accepted: your proposal", "We accept the professional liability quote. Can you bind it for December 1?"],
    ];
    for (const [subject, text] of person)
      expect(v("person@client.example", subject, text).automated, subject).toBe(false);
  });
});
