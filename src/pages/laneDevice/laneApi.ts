import { API_BASE, request } from '../../api/http';
import {
  LANE_CALLS,
  type LaneSnapshot,
  type LaneTerminalConfig,
  type LiveCamera,
  type ParkCameras,
  type TerminalConfigState,
} from '../../../contracts/lanePages';

/**
 * The calls of the public lane pages. Each carries the page's ticket (the console's token is neither needed nor
 * used); errors are shown by the page itself, never as toasts. Pages take this object as a prop, so tests hand
 * them another.
 */
export interface LaneApi {
  live(ticket: string): Promise<LiveCamera>;
  /** The cameras of the ticket's park for the 2×2 view, each with its own ticket. */
  parkCameras(ticket: string): Promise<ParkCameras>;
  /** The address of the current frame (`seq` changes the address, so the image reloads). */
  frameUrl(ticket: string, seq: number): string;
  snapshotUrl(ticket: string, id: number): string;
  takeSnapshot(ticket: string): Promise<LaneSnapshot>;
  readConfig(ticket: string): Promise<TerminalConfigState>;
  sendConfig(ticket: string, config: LaneTerminalConfig): Promise<TerminalConfigState>;
}

const q = (ticket: string) => `ticket=${encodeURIComponent(ticket)}`;

export const laneApi: LaneApi = {
  live: (ticket) => request<LiveCamera>({ url: LANE_CALLS.live, params: { ticket }, silent: true }),
  parkCameras: (ticket) => request<ParkCameras>({ url: LANE_CALLS.park, params: { ticket }, silent: true }),
  frameUrl: (ticket, seq) => `${API_BASE}${LANE_CALLS.frame}?${q(ticket)}&seq=${seq}`,
  snapshotUrl: (ticket, id) => `${API_BASE}${LANE_CALLS.snapshotImage}/${id}?${q(ticket)}`,
  takeSnapshot: (ticket) => request<LaneSnapshot>({ method: 'POST', url: LANE_CALLS.snapshot, data: { ticket }, silent: true }),
  readConfig: (ticket) => request<TerminalConfigState>({ url: LANE_CALLS.config, params: { ticket }, silent: true }),
  sendConfig: (ticket, config) =>
    request<TerminalConfigState>({ method: 'POST', url: LANE_CALLS.config, data: { ticket, ...config }, silent: true }),
};

/** The ticket of the page's address (`?ticket=`), '' when there is none. */
export const ticketOfLocation = (search: string) => new URLSearchParams(search).get('ticket') ?? '';
