// The crosstable as the service computes it; the screens never compute standings themselves.
import { useEffect, useState } from 'react';
import type { CrosstableView } from '../../../../electron/api/contract';
import { useConnection } from '../../api/context';

export function useCrosstable(tournamentId: number) {
  const { api } = useConnection();
  const [table, setTable] = useState<CrosstableView | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    api.getCrosstable({ tournamentId }).then(setTable, setError);
  }, [api, tournamentId]);
  return { table, error };
}

/** ½-points as the arbiter writes them: 4½, ½, 3. */
export function formatPoints(value: number): string {
  const whole = Math.floor(value);
  const half = value - whole >= 0.5;
  return half ? (whole === 0 ? '½' : `${whole}½`) : String(whole);
}

/** Sonneborn-Berger in quarter points: 6¾. */
export function formatQuarters(value: number): string {
  const whole = Math.floor(value);
  const fraction = ['', '¼', '½', '¾'][Math.round((value - whole) * 4)] ?? '';
  return whole === 0 && fraction ? fraction : `${whole}${fraction}`;
}
