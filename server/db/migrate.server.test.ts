import { describe, expect, it } from 'vitest';
import { splitStatements } from './migrate.server.ts';

describe('splitStatements', () => {
  it('splits at semicolons and drops comment lines', () => {
    expect(splitStatements('-- a note; here\nCREATE TABLE a (x int);\nCREATE INDEX b ON a (x);\n')).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE INDEX b ON a (x)',
    ]);
  });

  it('keeps a $$-quoted function body whole', () => {
    const sql = `CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM a;
  RETURN NEW;
END
$$;
CREATE TRIGGER t AFTER INSERT ON a FOR EACH ROW EXECUTE FUNCTION f();`;
    const statements = splitStatements(sql);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toContain('DELETE FROM a;\n  RETURN NEW;');
    expect(statements[0]?.endsWith('$$')).toBe(true);
    expect(statements[1]).toBe('CREATE TRIGGER t AFTER INSERT ON a FOR EACH ROW EXECUTE FUNCTION f()');
  });
});
