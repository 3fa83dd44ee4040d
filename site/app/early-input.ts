/**
 * Hands React what a visitor typed, ticked or chose before the page hydrated.
 *
 * The page is usable as HTML before its scripts run. When React hydrates a form field it keeps the
 * text on screen but its state still holds the prerendered value, and it only notices the
 * difference at the next keystroke: a name typed before hydration looked filled in but was sent as
 * empty. After hydration, each field whose value differs from the prerendered one (its default) is
 * set again the way a keystroke would, so the component's onChange runs with it.
 *
 * How: React tracks a field's last value through the element's own `value`/`checked` property.
 * Setting that property to the default records "unchanged"; setting the real value back through the
 * prototype's setter (which React does not watch) and dispatching the event React listens to for
 * that kind of field makes React see one change, from the default to what is on screen. The same
 * technique testing libraries use to simulate typing.
 */
export function replayEarlyInput(root: ParentNode): number {
  let replayed = 0;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    if (field.disabled) continue;
    if (field instanceof HTMLSelectElement) {
      // The prerendered choice is the option with the `selected` attribute (= defaultSelected).
      const changed = [...field.options].some(
        (option) => option.selected !== option.hasAttribute('selected'),
      );
      if (!changed) continue;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) continue;
      // A radio group is changed by the radio now chosen: the one it left is unchecked by the
      // choice, and replaying that one first would check it again, clearing the choice.
      if (field.type === 'radio' && !field.checked) continue;
      const checked = field.checked;
      field.checked = !checked;
      setThroughPrototype(field, 'checked', checked);
      // React listens to clicks for these; a plain Event (not a MouseEvent) does not toggle the box.
      field.dispatchEvent(new Event('click', { bubbles: true }));
    } else {
      if (field instanceof HTMLInputElement && (field.type === 'file' || field.type === 'hidden')) continue;
      if (field.value === field.defaultValue) continue;
      const value = field.value;
      field.value = field.defaultValue;
      setThroughPrototype(field, 'value', value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    replayed += 1;
  }
  return replayed;
}

function setThroughPrototype(element: HTMLElement, property: 'value' | 'checked', value: string | boolean) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), property)?.set;
  if (setter) setter.call(element, value);
}
