import { PRIYA_STATE, signIn, test as setup } from "./support.ts";

/** One signed-in browser state (Priya Shah) for the shell journeys. */
setup("sign in as Priya", async ({ page }) => {
  await signIn(page, "priya.shah@harbor-agency.test");
  await page.context().storageState({ path: PRIYA_STATE });
});
