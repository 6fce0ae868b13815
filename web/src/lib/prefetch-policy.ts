/** What the Network Information API tells about the connection (Chromium; other browsers lack it). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
  /** Estimated bandwidth, in megabits per second. */
  downlink?: number;
}

/** Below this estimated bandwidth a connection is not fast enough to download screens ahead. */
export const FAST_DOWNLINK_MBPS = 5;

/**
 * Whether to download code before it is asked for: never when the browser asks to save data,
 * and only on a fast connection (4G-class, at least FAST_DOWNLINK_MBPS). A browser that does not
 * tell counts as fast.
 */
export function canPrefetch(
  connection: NetworkInformation | undefined = (navigator as { connection?: NetworkInformation }).connection,
): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  if (connection.effectiveType !== undefined && connection.effectiveType !== '4g') return false;
  return connection.downlink === undefined || connection.downlink >= FAST_DOWNLINK_MBPS;
}
