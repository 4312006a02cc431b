import { describe, expect, it } from "vitest";
import { homePresets } from "./preferences.ts";
import { PRESETS } from "./workspace.ts";

const customs = [{ id: "a" }, { id: "b" }];

describe("homePresets", () => {
  it("shows every preset, built-in and custom, when no favourite is set", () => {
    expect(homePresets([], [], customs)).toEqual({ presets: [...PRESETS], customPresets: customs });
    expect(homePresets(undefined, null, customs)).toEqual({ presets: [...PRESETS], customPresets: customs });
  });

  it("shows only the favourites of both kinds once any is set", () => {
    expect(homePresets(["ContractReview"], ["b"], customs)).toEqual({
      presets: ["ContractReview"],
      customPresets: [{ id: "b" }],
    });
    expect(homePresets([], ["a"], customs)).toEqual({ presets: [], customPresets: [{ id: "a" }] });
    expect(homePresets(["CertificateReview"], [], customs)).toEqual({
      presets: ["CertificateReview"],
      customPresets: [],
    });
  });

  it("ignores a favourite custom preset that no longer exists", () => {
    expect(homePresets([], ["gone"], customs)).toEqual({ presets: [...PRESETS], customPresets: customs });
  });
});
