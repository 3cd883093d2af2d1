import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "de-DE" });
const base = "http://localhost:8093";
await page.goto(base + "/login");
await page.evaluate(() => { localStorage.setItem("nova-imperia.dev-token", "dev:shot-player"); localStorage.setItem("nova.language", "de"); });
await page.goto(base + "/dashboard");
await page.getByRole("button", { name: /Galaxie betreten/ }).first().click();
await page.getByTestId("advisor-goal-0").waitFor();
const close = page.getByRole("button", { name: /Schließen/ }).first();
if (await close.count()) await close.click().catch(() => {});
const links = ["Übersicht", "Planeten", "Flotten", "Bauschlange", "Galaxiekarte", "Operationen", "Markt", "Imperiumslog", "Familie", "Nachrichten", "Forschung", "Ranglisten"];
const english = /\b(the|your|you|and|with|Build|Loading|planet|empire|turn|turns|credits run|Send|Attack|Buy|Sell|Research|Family|Messages|Rankings|No )\b/g;
for (const [i, name] of links.entries()) {
  await page.getByRole("link", { name, exact: true }).first().click();
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/shot/de-${i}.png`, fullPage: false });
  const text = await page.locator("main").innerText().catch(() => "");
  const lines = text.split("\n").filter((l) => l.match(english));
  console.log(`== ${name}: ${lines.slice(0, 12).join(" | ")}`);
}
await browser.close();
