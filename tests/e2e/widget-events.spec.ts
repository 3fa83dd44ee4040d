import { expect, test } from '@playwright/test';
import { EMBED_TEXT, TEXT, TOAST } from '../../widget/core/texts.ts';
import {
  clearAccess,
  expectToast,
  fillUnlockForm,
  partnerUrl,
  submitUnlock,
  waitForList,
} from './widget-helpers.ts';

const PARTNER = 'retirement-weekly';

/**
 * The events keep docs/embed.md's promise: every `dc:` event the widget sends in
 * a whole session carries `version` and the partner's id, and none carries a pot amount or
 * anything the reader typed. Every event is caught, whatever its name: the page's dispatchEvent
 * is watched from before the widget loads.
 */
test('every event of a full session carries version and partner, and no pot or typed text', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.route('**/api/leads', (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true}' }),
  );
  await page.addInitScript(() => {
    const seen: { type: string; detail: unknown }[] = [];
    (window as unknown as { dcEvents: typeof seen }).dcEvents = seen;
    const dispatch = EventTarget.prototype.dispatchEvent;
    EventTarget.prototype.dispatchEvent = function (event: Event) {
      if (event.type.startsWith('dc:'))
        seen.push({
          type: event.type,
          detail: JSON.parse(JSON.stringify((event as CustomEvent).detail ?? null)),
        });
      return dispatch.call(this, event);
    };
  });
  await page.goto(partnerUrl('partner.html'));
  await clearAccess(page);
  await page.reload();
  const widget = page.locator('drawdown-compare');
  await waitForList(widget);

  // Type a pot (and a mistake), let it settle, filter and clear, refine the plan, unlock, book.
  const pot = widget.getByLabel('Your pension pot');
  await pot.fill('abc');
  await pot.fill('400000');
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { dcEvents: { type: string }[] }).dcEvents.map((e) => e.type),
      ),
    )
    .toContain('dc:pot-entered');
  await widget.getByRole('button', { name: /^Filters/ }).click();
  await widget.getByRole('radio', { name: 'Robo' }).check();
  await widget.getByRole('button', { name: TEXT.clearAll }).click();
  await widget.getByRole('button', { name: /^Filters/ }).click();
  await widget.getByRole('button', { name: /How you’ll take your money/ }).click();
  await widget.getByRole('button', { name: TEXT.unlockDetails }).click();
  await fillUnlockForm(widget, { name: 'Sam Carter', email: 'sam.carter@example.com', consent: true });
  await submitUnlock(widget);
  await expectToast(widget, TOAST.success.title, TOAST.success.message, 'status');
  await page.evaluate(() =>
    document.addEventListener('click', (event) => event.preventDefault(), { capture: false, once: true }),
  );
  await widget.getByRole('link', { name: EMBED_TEXT.consultation }).click();

  const events = await page.evaluate(
    () => (window as unknown as { dcEvents: { type: string; detail: Record<string, unknown> }[] }).dcEvents,
  );
  const types = [...new Set(events.map((event) => event.type))];
  for (const type of [
    'dc:ready',
    'dc:pot-change',
    'dc:pot-entered',
    'dc:filter-change',
    'dc:refined',
    'dc:unlock',
    'dc:consultation-click',
  ])
    expect(types, `a session sends ${type}`).toContain(type);
  for (const event of events) {
    expect(event.detail, event.type).toMatchObject({ version: 1, partner: PARTNER });
    const text = JSON.stringify(event.detail);
    expect(text, event.type).not.toMatch(/250,?000|400,?000|abc|Sam|Carter|example\.com/);
    expect(event.detail, event.type).not.toHaveProperty('raw');
  }
});
