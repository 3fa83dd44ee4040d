/** The "New" flag beside a menu item (spec §2: the calculator). */
export function NewFlag() {
  return (
    <span className="ml-2 rounded-full bg-brand px-2 py-0.5 text-[0.8125rem] font-bold uppercase leading-none tracking-wide text-white">
      New
    </span>
  );
}
