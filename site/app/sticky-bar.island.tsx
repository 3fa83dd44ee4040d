// The sticky bar as an island (ADR 021): it watches the scroll, so it needs script.
export { StickyBar as default } from './sticky-bar.tsx';
