import { describe, expect, it } from "vitest";
import { navigatesInApp } from "./link-area.tsx";

const plain = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };

describe("navigatesInApp", () => {
  it("follows a plain main-button click on a link without a target", () => {
    expect(navigatesInApp(plain, "")).toBe(true);
    expect(navigatesInApp(plain, "_self")).toBe(true);
  });

  it("leaves new tabs, windows and downloads to the browser", () => {
    for (const key of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const)
      expect(navigatesInApp({ ...plain, [key]: true }, "")).toBe(false);
    expect(navigatesInApp({ ...plain, button: 1 }, "")).toBe(false);
    expect(navigatesInApp(plain, "_blank")).toBe(false);
  });

  it("does nothing when another handler already took the click", () => {
    expect(navigatesInApp({ ...plain, defaultPrevented: true }, "")).toBe(false);
  });
});
