/**
 * Carrying what a reader did to the server-rendered first view (decision 031) over to the mounted
 * widget that replaces it: text typed, boxes ticked, the focused field with its caret, and a
 * button pressed before the bundle ran. The two trees come from the same components in the same
 * state, so an element is found again by its path of element-child indexes (text and comment
 * nodes are left out: React's server output and Preact differ there).
 */

/** Element-child indexes from `root` down to `node`; null when `node` is not inside `root`. */
export function pathTo(root: Element, node: Element): number[] | null {
  const path: number[] = [];
  let current: Element | null = node;
  while (current && current !== root) {
    const parent: Element | null = current.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return current === root ? path : null;
}

/** The element at `path` under `root`, or null where the tree differs. */
export function elementAt(root: Element, path: readonly number[]): Element | null {
  let current: Element | null = root;
  for (const index of path) current = current?.children[index] ?? null;
  return current;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface ControlState {
  path: number[];
  tag: string;
  type: string;
  value: string;
  checked: boolean;
}

export interface ReaderState {
  controls: ControlState[];
  focus: { path: number[]; start: number | null; end: number | null } | null;
}

const isToggle = (control: Control) =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

function changed(control: Control): boolean {
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (isToggle(control))
    return (control as HTMLInputElement).checked !== (control as HTMLInputElement).defaultChecked;
  return control.value !== control.defaultValue;
}

function selection(element: Element | null): { start: number | null; end: number | null } {
  try {
    const field = element as HTMLInputElement;
    return { start: field.selectionStart ?? null, end: field.selectionEnd ?? null };
  } catch {
    return { start: null, end: null };
  }
}

/** What the reader has changed in `root` and where their focus is (`active`: the root's activeElement). */
export function readReaderState(root: Element, active: Element | null): ReaderState {
  const controls: ControlState[] = [];
  for (const control of root.querySelectorAll<Control>('input, textarea, select')) {
    const path = pathTo(root, control);
    if (!path || !changed(control)) continue;
    controls.push({
      path,
      tag: control.tagName,
      type: control.type,
      value: control.value,
      checked: isToggle(control) && (control as HTMLInputElement).checked,
    });
  }
  const focusPath = active ? pathTo(root, active) : null;
  return { controls, focus: focusPath ? { path: focusPath, ...selection(active) } : null };
}

/** The value setter of the element's own prototype, which frameworks' change tracking sees. */
function setValue(control: Control, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  if (setter) setter.call(control, value);
  else control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Replays `state` on the mounted tree under `root`: each changed control through the events a
 * reader's typing sends (so the widget's own state follows), then the focus and caret. Elements
 * whose path now leads elsewhere are skipped.
 */
export function replayReaderState(root: Element, state: ReaderState): void {
  for (const saved of state.controls) {
    const control = elementAt(root, saved.path) as Control | null;
    if (!control || control.tagName !== saved.tag || control.type !== saved.type) continue;
    if (isToggle(control)) {
      if ((control as HTMLInputElement).checked !== saved.checked) (control as HTMLInputElement).click();
    } else if (control.value !== saved.value) {
      setValue(control, saved.value);
    }
  }
  const target = state.focus ? elementAt(root, state.focus.path) : null;
  if (state.focus && target instanceof HTMLElement) {
    target.focus();
    const { start, end } = state.focus;
    if (start !== null && end !== null && 'setSelectionRange' in target) {
      try {
        (target as HTMLInputElement).setSelectionRange(start, end);
      } catch {
        // Some input types (email, number) have no caret position to set.
      }
    }
  }
}

/**
 * Presses again, on the mounted tree, the button at `clickPath`, right after the mount: a press
 * never relies on the mounted widget's effects having run (Unlock Details asks the store, which
 * keeps the request until the unlock form registers). Whatever it does to the focus wins over the
 * focus put back by replayReaderState.
 */
export function pressAgain(root: Element, clickPath: readonly number[]): void {
  const pressed = elementAt(root, clickPath);
  if (pressed instanceof HTMLButtonElement && pressed.isConnected) pressed.click();
}
