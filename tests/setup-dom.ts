import '@testing-library/jest-dom/vitest';

// The partner report's beacon (widget/ui/beacon.ts) has no server in these tests; happy-dom would
// send it over the network. Tests that check a beacon replace this with their own spy.
Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: () => true });
