// The evaluation corpus. Development documents use label set A and seeds below 100; held-out
// documents use label set B (wordings the reader was not developed against) and seeds from 100,
// and a different mix of layouts. The unseen split (label set C, seeds from 200, a third question
// wording) was added after the held-out failures had been read once: its failures are never printed.
import { labelsA, labelsA2, labelsA3, labelsA4, labelsB, labelsB2, labelsC, labelsC2 } from "./labels.ts";
import { cglDeclarations } from "./layouts-cgl.ts";
import { policyWording, quoteLetter } from "./layouts-letters.ts";
import { autoDeclarations, bopDeclarations, wcDeclarations } from "./layouts-lines.ts";
import { packagePolicy } from "./layouts-package.ts";
import type { GenDoc } from "./model.ts";

function scanned(doc: GenDoc): GenDoc {
  return {
    ...doc,
    id: `${doc.id}-scanned`,
    fileName: doc.fileName.replace(".pdf", "-scanned.pdf"),
    layout: `${doc.layout}-scanned`,
    scanned: true,
  };
}

export function devCorpus(): GenDoc[] {
  return [
    cglDeclarations(1, "table", labelsA, "dev"),
    cglDeclarations(2, "ruled", labelsA2, "dev"),
    cglDeclarations(3, "prose", labelsA, "dev"),
    bopDeclarations(4, labelsA, "dev"),
    wcDeclarations(5, labelsA, "dev"),
    autoDeclarations(6, labelsA, "dev", true),
    autoDeclarations(7, labelsA2, "dev", false),
    packagePolicy(8, labelsA, "dev", 28, true),
    quoteLetter(9, labelsA, "dev"),
    policyWording(10, "dev"),
    scanned(cglDeclarations(11, "table", labelsA2, "dev")),
    packagePolicy(12, labelsA2, "dev", 150, false),
    cglDeclarations(13, "table", labelsA3, "dev"),
    bopDeclarations(14, labelsA3, "dev", "prose"),
    cglDeclarations(15, "table", labelsA4, "dev"),
    scanned(bopDeclarations(16, labelsA4, "dev")),
    bopDeclarations(17, labelsA4, "dev", "prose"),
  ];
}

export function heldOutCorpus(): GenDoc[] {
  return [
    cglDeclarations(101, "table", labelsB, "held-out"),
    cglDeclarations(102, "ruled", labelsB2, "held-out"),
    cglDeclarations(103, "prose", labelsB2, "held-out"),
    bopDeclarations(104, labelsB, "held-out", "prose"),
    wcDeclarations(105, labelsB2, "held-out"),
    autoDeclarations(106, labelsB, "held-out", false),
    packagePolicy(107, labelsB, "held-out", 34, false),
    quoteLetter(108, labelsB2, "held-out"),
    policyWording(109, "held-out"),
    scanned(bopDeclarations(110, labelsB2, "held-out")),
  ];
}

export function unseenCorpus(): GenDoc[] {
  return [
    cglDeclarations(201, "ruled", labelsC, "unseen"),
    cglDeclarations(202, "table", labelsC2, "unseen"),
    cglDeclarations(203, "prose", labelsC, "unseen"),
    bopDeclarations(204, labelsC2, "unseen"),
    bopDeclarations(205, labelsC, "unseen", "prose"),
    wcDeclarations(206, labelsC, "unseen"),
    autoDeclarations(207, labelsC2, "unseen", true),
    autoDeclarations(208, labelsC, "unseen", false),
    packagePolicy(209, labelsC2, "unseen", 30, true),
    quoteLetter(210, labelsC, "unseen"),
    policyWording(211, "unseen"),
    scanned(cglDeclarations(212, "ruled", labelsC2, "unseen")),
    scanned(wcDeclarations(213, labelsC2, "unseen")),
  ];
}

export function corpus(): GenDoc[] {
  return [...devCorpus(), ...heldOutCorpus(), ...unseenCorpus()];
}
