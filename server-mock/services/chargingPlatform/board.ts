/**
 * The connectors' live board of 充电平台 › 实时监控: every connector of every pile with its state, and while it charges its
 * power, SOC, energy and plate. Hand-written, because live readings of a running session are not stored records: the
 * board lives in memory, is built from the pile table (ent_chargePile) when first asked, writes a connector's state back
 * to that table when it changes (so 充电桩 and the stations' counts agree), and publishes what changed on the WebSocket
 * topic `chargingConnectors` to the consoles that subscribed (ws.ts), at most once per FLUSH_MS.
 */
import { formatChinaTime } from '../../db/time';
import type { MockContext } from '../../context';
import { CONNECTOR, ENTITY, FAULT, pileStatusOf, recountStations } from './seed';
import { CHARGING_STATIONS } from './stations';

export const BOARD_TOPIC = 'chargingConnectors';
/** Changes are gathered and sent together at most this often. */
export const FLUSH_MS = 200;

/** One connector as the monitoring screen shows it (the wire row of the board endpoint and of the topic's frames). */
export interface LiveConnector {
  /** pileId × 10 + connectorNo. */
  connectorId: number;
  stationId: number;
  stationName: string;
  pileId: number;
  pileCode: string;
  pileName: string;
  pileType: number;
  ratedPower: number;
  connectorNo: number;
  connectorStatus: number;
  /** 实时功率 kW (one decimal) while charging, else null. */
  power: number | null;
  /** 当前 SOC % while charging or plugged in after it. */
  soc: number | null;
  /** 本次电量 kWh (three decimals). */
  energyKwh: number | null;
  plateNo: string | null;
  /** 车牌颜色 of the plate (5 新能源绿牌). */
  plateColor: number | null;
  /** 开始充电 `YYYY-MM-DD HH:mm:ss`. */
  startTime: string | null;
  /** The order of the session (written when charging stops). */
  orderNo: string | null;
  /** The open fault of a faulty connector (故障记录). */
  faultId: number | null;
  updateTime: string;
  /** Grows with every change of the board: a client keeps the row of the highest rev. */
  rev: number;
}

/** The frame a subscribed console receives. */
export interface BoardFrame {
  infName: typeof BOARD_TOPIC;
  rows: LiveConnector[];
}

type Row = Record<string, unknown>;

/** The readings of a connector without a car. */
export const NO_SESSION = {
  power: null,
  soc: null,
  energyKwh: null,
  plateNo: null,
  plateColor: null,
  startTime: null,
  orderNo: null,
} as const satisfies Partial<LiveConnector>;

export interface Board {
  rows(): LiveConnector[];
  get(connectorId: number): LiveConnector | undefined;
  /** The connectors of one pile. */
  ofPile(pileId: number): LiveConnector[];
  /**
   * Changes a connector; a new connectorStatus is written to the pile table at once. The change is published with the
   * next flush.
   */
  update(connectorId: number, patch: Partial<Omit<LiveConnector, 'connectorId' | 'rev'>>): LiveConnector;
  /** Sends what changed since the last flush (called by the timer; tests may call it). */
  flush(): number;
  /** Forgets the board (the database was rebuilt); it is built again when next asked. */
  forget(): void;
  stop(): void;
}

const STATION_NAMES = new Map(CHARGING_STATIONS.map((s) => [s.stationId, s.stationName]));

/**
 * The board of a running mock. `onBuild` runs each time the board is built from the pile table (first use, after a
 * reset), once the rows are in place: the sessions give the connectors found charging their readings.
 */
export function createBoard(ctx: MockContext, onBuild?: (rows: LiveConnector[]) => void): Board {
  let connectors: Map<number, LiveConnector> | null = null;
  let rev = 0;
  const changed = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const pileStore = () => ctx.engine.store(ctx.db, ENTITY.pile);

  function build(): Map<number, LiveConnector> {
    const map = new Map<number, LiveConnector>();
    const store = pileStore();
    const now = formatChinaTime(ctx.now());
    // A faulty connector shows its open 故障记录.
    const openFaults = new Map(
      (ctx.engine.store(ctx.db, ENTITY.fault)?.select('WHERE "faultStatus" <> ?', [FAULT.recovered], 'ORDER BY "faultId"') ?? []).map(
        (f) => [`${String(f.pileCode)}#${Number(f.connectorNo)}`, Number(f.faultId)],
      ),
    );
    for (const pile of store?.select('', [], `ORDER BY "pileId"`) ?? []) {
      const guns = Array.isArray(pile.connectors) ? (pile.connectors as Row[]) : [];
      for (const gun of guns) {
        const connectorNo = Number(gun.connectorNo);
        const pileId = Number(pile.pileId);
        const stationId = Number(pile.stationId);
        map.set(pileId * 10 + connectorNo, {
          connectorId: pileId * 10 + connectorNo,
          stationId,
          stationName: STATION_NAMES.get(stationId) ?? `充电站 ${stationId}`,
          pileId,
          pileCode: String(pile.pileCode),
          pileName: String(pile.pileName),
          pileType: Number(pile.pileType),
          ratedPower: Number(pile.ratedPower),
          connectorNo,
          connectorStatus: Number(gun.connectorStatus),
          ...NO_SESSION,
          faultId:
            Number(gun.connectorStatus) === CONNECTOR.fault ? (openFaults.get(`${String(pile.pileCode)}#${connectorNo}`) ?? null) : null,
          updateTime: String(pile.updateTime ?? now),
          rev: ++rev,
        });
      }
    }
    return map;
  }

  function all(): Map<number, LiveConnector> {
    if (!connectors) {
      connectors = build();
      onBuild?.([...connectors.values()]);
      // The board as built is where every screen starts (it loads the rows): nothing to push yet.
      changed.clear();
      if (timer) clearTimeout(timer);
      timer = null;
    }
    return connectors;
  }

  function writeState(pileId: number) {
    const store = pileStore();
    const pile = store?.find(pileId);
    if (!store || !pile) return;
    const guns = (Array.isArray(pile.connectors) ? (pile.connectors as Row[]) : []).map((g) => {
      const live = all().get(pileId * 10 + Number(g.connectorNo));
      return live ? { ...g, connectorStatus: live.connectorStatus } : g;
    });
    store.patch(pileId, { connectors: guns, pileStatus: pileStatusOf(guns), updateTime: formatChinaTime(ctx.now()) });
    recountStations(ctx.db);
  }

  function flush(): number {
    if (timer) clearTimeout(timer);
    timer = null;
    if (changed.size === 0 || !connectors) return 0;
    const rows = [...changed].map((id) => connectors!.get(id)).filter((r): r is LiveConnector => r !== undefined);
    changed.clear();
    const frame: BoardFrame = { infName: BOARD_TOPIC, rows };
    return ctx.sockets.publish(BOARD_TOPIC, frame);
  }

  return {
    rows: () => [...all().values()],
    get: (id) => all().get(id),
    ofPile: (pileId) => [...all().values()].filter((c) => c.pileId === pileId),
    update(connectorId, patch) {
      const current = all().get(connectorId);
      if (!current) throw new Error(`no connector ${connectorId}`);
      const next = { ...current, ...patch, updateTime: formatChinaTime(ctx.now()), rev: ++rev };
      all().set(connectorId, next);
      if (patch.connectorStatus !== undefined && patch.connectorStatus !== current.connectorStatus) writeState(current.pileId);
      changed.add(connectorId);
      timer ??= setTimeout(flush, FLUSH_MS);
      return next;
    },
    flush,
    forget() {
      connectors = null;
      changed.clear();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
