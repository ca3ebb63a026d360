import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** One control of the page's form, as the driver sees it. */
interface Control {
  name: string;
  tag: string;
  type: string;
  value: string;
  multiple: boolean;
}

/** The value the test person has at a JSON pointer. */
export function valueAt(source: unknown, pointer: string): unknown {
  return pointer
    .split("/")
    .slice(1)
    .reduce<unknown>(
      (current, key) => (current && typeof current === "object" ? (current as Record<string, unknown>)[key] : undefined),
      source,
    );
}

/** The form's controls in document order (the order Tab visits them). */
const controlsOf = (page: Page): Promise<Control[]> =>
  page.$$eval("main form input:not([type=hidden]), main form select, main form button", (elements) =>
    elements.map((element) => {
      const input = element as unknown as { name: string; tagName: string; type: string; value: string; multiple?: boolean };
      return {
        name: input.name,
        tag: input.tagName.toLowerCase(),
        type: input.type,
        value: input.value,
        multiple: Boolean(input.multiple),
      };
    }),
  );

/** axe-core on the page as it is: no serious or critical violation. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
  expect(bad, `${where}: axe violations`).toEqual([]);
}

/** A real JPEG (8×8 white pixels): the service decodes an image to re-encode it for viewing. */
const SMALL_JPEG =
  "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAD//Z";

/** A small passport scan, as a file to pick in the page's upload control. */
export function passportFile(): string {
  const path = join(tmpdir(), `passport-${process.pid}.jpg`);
  writeFileSync(path, Buffer.from(SMALL_JPEG, "base64"));
  return path;
}

/** Fills a fields step with the mouse-free locator API: what the person has for each asked field. */
export async function fillStep(page: Page, person: unknown): Promise<void> {
  for (const control of await controlsOf(page)) {
    const value = valueAt(person, control.name);
    if (control.tag === "button" || value === undefined) {
      continue;
    }
    const field = page.locator(`[name="${control.name}"]`);
    if (control.tag === "select") {
      await field.selectOption(Array.isArray(value) ? value.map(String) : String(value));
    } else if (control.type === "checkbox" || control.type === "radio") {
      const wanted = (Array.isArray(value) ? value : [value]).map(String);
      if (wanted.includes(control.value)) {
        await page.locator(`[name="${control.name}"][value="${control.value}"]`).check();
      }
    } else {
      await field.fill(String(value));
    }
  }
  await page.locator("main form button[type=submit]").click();
}

const activeControl = (page: Page) =>
  page.evaluate(() => {
    const active = (
      globalThis as unknown as { document: { activeElement: { name?: string; value?: string; tagName: string; type?: string } | null } }
    ).document.activeElement;
    return { name: active?.name ?? "", value: active?.value ?? "", tag: active?.tagName.toLowerCase() ?? "", type: active?.type ?? "" };
  });

/** Presses Tab until the focus is on the control that `matches`; fails when it is not reachable by keyboard. */
async function tabTo(page: Page, matches: (active: Awaited<ReturnType<typeof activeControl>>) => boolean, what: string): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (matches(await activeControl(page))) {
      return;
    }
    await page.keyboard.press("Tab");
  }
  throw new Error(`${what} cannot be reached with the Tab key`);
}

/** Chooses an option of the focused select with the keyboard: type-ahead, then arrows until it is the one. */
async function chooseWithKeys(page: Page, name: string, value: string, label: string): Promise<void> {
  await page.keyboard.type(label.slice(0, 12));
  const indexes = () =>
    page.locator(`[name="${name}"]`).evaluate((element, wanted) => {
      const select = element as unknown as { selectedIndex: number; options: { value: string }[] };
      return { at: select.selectedIndex, goal: Array.from(select.options).findIndex((option) => option.value === wanted) };
    }, value);
  for (let presses = 0; presses < 300; presses += 1) {
    const { at, goal } = await indexes();
    if (at === goal) {
      break;
    }
    await page.keyboard.press(at < goal ? "ArrowDown" : "ArrowUp");
  }
  const { at, goal } = await indexes();
  expect(at, `${name} chosen with the keyboard`).toBe(goal);
}

/** Fills a step with the keyboard only: Tab to each control, type, Space, arrows; Enter on the button. */
export async function fillStepByKeyboard(page: Page, person: unknown): Promise<void> {
  await page.locator("body").focus();
  for (const control of await controlsOf(page)) {
    const value = valueAt(person, control.name);
    if (control.tag === "button" || value === undefined) {
      continue;
    }
    const wanted = (Array.isArray(value) ? value : [value]).map(String);
    if ((control.type === "checkbox" || control.type === "radio") && !wanted.includes(control.value)) {
      continue;
    }
    // A checkbox is reached by its value; a radio group is one Tab stop, whose choice the arrows move.
    await tabTo(
      page,
      (active) => active.name === control.name && (control.type !== "checkbox" || active.value === control.value),
      control.name,
    );
    if (control.type === "radio") {
      for (let presses = 0; (await activeControl(page)).value !== control.value && presses < 10; presses += 1) {
        await page.keyboard.press("ArrowDown");
      }
    }
    if (control.tag === "select") {
      const label = await page.locator(`[name="${control.name}"] option[value="${wanted[0]}"]`).textContent();
      await chooseWithKeys(page, control.name, wanted[0] ?? "", label ?? "");
    } else if (control.type === "checkbox" || control.type === "radio") {
      await page.keyboard.press("Space");
    } else {
      await page.keyboard.type(String(value));
    }
  }
  await tabTo(page, (active) => active.tag === "button", "the submit button");
  await page.keyboard.press("Enter");
}

/**
 * From the last step, changes one answer: its "Change" link (by mouse, or Tab and Enter), its step showing the answer on
 * file (checked with axe, pictured at `screenshot`), the new answer saved (Enter in the field by keyboard), and the last
 * step again, showing it.
 */
export async function changeAnswer(
  page: Page,
  keyboard: boolean,
  answer: { pointer: string; was: string; now: string },
  screenshot: string,
): Promise<void> {
  const id = `f${answer.pointer.replace(/[^A-Za-z0-9]+/g, "-")}`;
  const link = page.locator(`a[href$="#${id}"]`);
  expect(await link.textContent()).toMatch(/^Change/);
  if (keyboard) {
    await page.locator("body").focus();
    for (
      let presses = 0;
      presses < 80 && !(await link.evaluate((element) => element === element.ownerDocument.activeElement));
      presses += 1
    ) {
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
  } else {
    await link.click();
  }
  await page.waitForURL(new RegExp(`/step/[\\w-]+#${id}$`));
  const field = page.locator(`[name="${answer.pointer}"]`);
  expect(await field.inputValue()).toBe(answer.was);
  await expectAccessible(page, `${screenshot}: change`);
  await page.screenshot({ path: screenshot, fullPage: true });
  if (keyboard) {
    await field.focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(answer.now);
    await page.keyboard.press("Enter");
  } else {
    await field.fill(answer.now);
    await page.locator("main form button[type=submit]").click();
  }
  await page.waitForURL(/\/step\/confirm$/);
  expect(await page.locator("main .summary").first().textContent()).toContain(answer.now);
}
