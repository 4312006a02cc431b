// The evaluation corpus. Development documents use label set A and seeds below 100; held-out
// documents use label set B (wordings the reader was not developed against) and seeds from 100,
// and a different mix of layouts. The unseen split (label set C, seeds from 200, a third question
// wording) was added after the held-out failures had been read once: its failures are never printed.
import {
  labelsA,
  labelsA2,
  labelsA3,
  labelsA4,
  labelsA5,
  labelsA6,
  labelsA7,
  labelsA8,
  labelsA9,
  labelsB,
  labelsB2,
  labelsC,
  labelsC2,
} from "./labels.ts";
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
    cglDeclarations(18, "ruled", labelsA5, "dev"),
    cglDeclarations(19, "prose", labelsA5, "dev"),
    bopDeclarations(20, labelsA5, "dev"),
    wcDeclarations(21, labelsA5, "dev"),
    autoDeclarations(22, labelsA5, "dev", true),
    cglDeclarations(23, "table", labelsA6, "dev"),
    bopDeclarations(24, labelsA6, "dev", "prose"),
    autoDeclarations(25, labelsA6, "dev", true),
    packagePolicy(26, labelsA6, "dev", 28, true),
    quoteLetter(27, labelsA6, "dev"),
    cglDeclarations(28, "ruled", labelsA7, "dev"),
    cglDeclarations(29, "prose", labelsA7, "dev"),
    bopDeclarations(30, labelsA7, "dev"),
    wcDeclarations(31, labelsA7, "dev"),
    autoDeclarations(32, labelsA7, "dev", true),
    autoDeclarations(33, labelsA7, "dev", false),
    cglDeclarations(34, "table", labelsA8, "dev"),
    bopDeclarations(35, labelsA8, "dev", "prose"),
    scanned(cglDeclarations(36, "ruled", labelsA8, "dev")),
    autoDeclarations(37, labelsA8, "dev", true),
    wcDeclarations(38, labelsA8, "dev"),
    scanned(bopDeclarations(39, labelsA6, "dev")),
    cglDeclarations(40, "table", labelsA9, "dev"),
    cglDeclarations(41, "prose", labelsA9, "dev"),
    bopDeclarations(42, labelsA9, "dev", "prose"),
    autoDeclarations(43, labelsA9, "dev", true),
    wcDeclarations(44, labelsA9, "dev"),
    packagePolicy(45, labelsA9, "dev", 28, false),
    scanned(wcDeclarations(46, labelsA5, "dev")),
    scanned(cglDeclarations(47, "prose", labelsA9, "dev")),
    scanned(autoDeclarations(48, labelsA7, "dev", true)),
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
