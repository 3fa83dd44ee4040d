import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Quoted-printable decoded: soft line breaks removed, `=XX` bytes back to UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The text of the first e-mail the file transport wrote (DATA_DIR/mail) whose file name starts
 * with `prefix` and which holds `needle` (its recipient, or a name in it), waiting for the outbox
 * to send it.
 */
export async function mailText(prefix: string, needle: string, timeoutMs = 20_000): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((n) => n.startsWith(prefix) && n.endsWith('.eml'));
    } catch {
      // No e-mail written yet.
    }
    for (const name of names) {
      const text = decodeQuotedPrintable(readFileSync(join(dir, name), 'utf8'));
      if (text.includes(needle)) return text;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No ${prefix} e-mail with ${needle}`);
}
