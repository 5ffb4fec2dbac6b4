import { createContext, useContext, useState, type ReactNode } from 'react';
import { createLazyBackend } from './loadBackend.ts';
import type { Backend } from './port.ts';

const BackendContext = createContext<Backend | null>(null);

/** Provides the build's backend, or the one given (tests pass a test double). */
export function BackendProvider({ backend, children }: { backend?: Backend; children: ReactNode }) {
  const [value] = useState<Backend>(() => backend ?? createLazyBackend());
  return <BackendContext.Provider value={value}>{children}</BackendContext.Provider>;
}

export function useBackend(): Backend {
  const backend = useContext(BackendContext);
  if (!backend) throw new Error('useBackend must be used inside <BackendProvider>');
  return backend;
}
