/**
 * Keeps the catalogue mirror fresh from every signed-in screen, so fast purchase and the measuring
 * rules work offline even for a seller who never opened them online. The refresh waits until the
 * browser is idle after the first paint (the snapshot is large and nothing on screen waits for
 * it), then runs in the background whenever the app is online; a replaced mirror reaches the rules
 * workers by itself (src/db/catalogue-mirror.ts).
 */
import { useEffect, useState } from 'react';
import { getCatalogueSnapshot } from '@/api/catalogue';
import { useMirrorRefresh } from '@/data/use-mirror-refresh';
import { refreshCatalogue } from '@/db/catalogue-mirror';
import { whenIdle } from '@/ui/when-idle';

const CATALOGUE_MIRROR_KEY = ['catalogue', 'mirror'] as const;

function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready;
}

export function useCatalogueRefresh(): void {
  const ready = useAfterFirstPaint();
  useMirrorRefresh({
    queryKey: CATALOGUE_MIRROR_KEY,
    queryFn: () => refreshCatalogue(getCatalogueSnapshot),
    enabled: ready,
    networkMode: 'online',
    retry: false,
    staleTime: 10 * 60_000,
  });
}
