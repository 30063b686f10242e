/**
 * Links live in the URL fragment so a seat token never reaches a server log.
 * They are relative: the client puts its own origin in front.
 */
export function seatLink(gameId: string, seat: number, token: string): string {
  return `/#game=${gameId}&seat=${seat}&token=${token}`;
}

export function spectatorLink(gameId: string): string {
  return `/#game=${gameId}`;
}

/** Reads a link (or a location.hash) back; the web client uses this too. */
export function parseLink(link: string): { gameId: string; seat?: number; token?: string } | null {
  const hash = link.slice(link.indexOf('#') + 1);
  const params = new URLSearchParams(hash);
  const gameId = params.get('game');
  if (!gameId) return null;
  const seat = params.get('seat');
  const token = params.get('token');
  if (seat !== null && token !== null && /^\d+$/.test(seat)) return { gameId, seat: Number(seat), token };
  return { gameId };
}
