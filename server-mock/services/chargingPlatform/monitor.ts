/**
 * 充电平台 › 实时监控: the connectors' live board (board.ts) and the remote commands to the piles. Hand-written, because
 * a command is a message to a device that answers (or not) after a while, not a write of a record:
 * - `GET …/monitor/connectors`: every connector of the board (the screen then follows the `chargingConnectors` topic);
 * - `POST …/monitor/command {connectorId, command, plateNo?}`: 远程启动 (空闲 or 占用), 远程停止 (充电中), 解锁充电枪 (占用),
 *   重启充电桩 (no connector charging). A command to an offline pile, or one its connector's state does not allow, is
 *   refused at once with the reason; the pile answers after COMMAND_ANSWER_MS, and a pile that does not answer fails
 *   the command after `settings.chargingCommandTimeoutMs` with 指令超时. The connector's new state is on the board
 *   (and so on every subscribed screen) when the answer comes.
 */
import { ok, fail, ERR } from '../../http/envelope';
import { badRequest, bodyOf } from '../../engine/requestParts';
import { currentUser, type RegisterService } from '../types';
import type { LiveConnector } from './board';
import { CONNECTOR } from './seed';
import { chargingSimulatorOf, type ChargingSimulator } from './sessions';

const BASE = '/api/charging/v2/api/monitor';
/** How long a pile in service takes to carry out a command. */
export const COMMAND_ANSWER_MS = 400;

const STATE_LABELS: Record<number, string> = { 1: '空闲', 2: '充电中', 3: '故障', 4: '离线', 5: '占用' };

export const COMMANDS = {
  start: { label: '远程启动', allowed: [CONNECTOR.idle, CONNECTOR.occupied] },
  stop: { label: '远程停止', allowed: [CONNECTOR.charging] },
  unlock: { label: '解锁充电枪', allowed: [CONNECTOR.occupied] },
  reboot: { label: '重启充电桩', allowed: [CONNECTOR.idle, CONNECTOR.occupied, CONNECTOR.fault] },
} as const;
export type CommandName = keyof typeof COMMANDS;

export const COMMAND_MSG = {
  offline: (c: LiveConnector) => `充电桩 ${c.pileCode} 已离线，指令无法下发`,
  state: (c: LiveConnector, command: CommandName) =>
    `${c.pileName} ${c.connectorNo}号枪当前为「${STATE_LABELS[c.connectorStatus]}」，不能${COMMANDS[command].label}`,
  charging: (c: LiveConnector) => `${c.pileName}有充电枪正在充电，请先停止充电再重启`,
  timeout: (c: LiveConnector, seconds: number) => `指令超时：充电桩 ${c.pileCode} 未在 ${seconds} 秒内应答，请稍后重试`,
  done: (c: LiveConnector, command: CommandName) => `${COMMANDS[command].label}成功：${c.pileName} ${c.connectorNo}号枪`,
};

/** Why `command` cannot go to the connector now, or null. */
export function commandRefusal(sim: ChargingSimulator, c: LiveConnector, command: CommandName): string | null {
  const guns = sim.board.ofPile(c.pileId);
  if (guns.every((g) => g.connectorStatus === CONNECTOR.offline)) return COMMAND_MSG.offline(c);
  if (command === 'reboot') return guns.some((g) => g.connectorStatus === CONNECTOR.charging) ? COMMAND_MSG.charging(c) : null;
  return (COMMANDS[command].allowed as readonly number[]).includes(c.connectorStatus) ? null : COMMAND_MSG.state(c, command);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const registerChargingMonitor: RegisterService = (router, ctx) => {
  // 远程启动's form (车牌号, optional): the same rules as in the console.
  const startInput = ctx.engine.inputCheck('chargingPlatform', 'connectorStart');

  router.get(`${BASE}/connectors`, () => {
    const sim = chargingSimulatorOf(ctx);
    if (!sim) return fail(ERR.notImplemented[0], '实时监控服务未启动');
    const rows = sim.board.rows();
    return ok({ results: rows, total: rows.length });
  });

  router.post(`${BASE}/command`, async (req) => {
    const sim = chargingSimulatorOf(ctx);
    if (!sim) return fail(ERR.notImplemented[0], '实时监控服务未启动');
    const body = bodyOf(req);
    const command = body.command as CommandName;
    if (typeof command !== 'string' || !Object.hasOwn(COMMANDS, command)) return badRequest('未知的指令');
    const connector = Number.isInteger(body.connectorId) ? sim.board.get(body.connectorId as number) : undefined;
    if (!connector) return badRequest('充电枪不存在');
    const badInput = command === 'start' ? startInput(body) : null;
    if (badInput) return badRequest(badInput);
    const plateNo = typeof body.plateNo === 'string' && body.plateNo.trim() ? body.plateNo.trim() : undefined;
    const refused = commandRefusal(sim, connector, command);
    if (refused) return fail(ERR.stateNotAllowed[0], refused);
    if (!sim.answers(connector.pileId)) {
      await wait(ctx.settings.chargingCommandTimeoutMs);
      return fail(ERR.stateNotAllowed[0], COMMAND_MSG.timeout(connector, Math.round(ctx.settings.chargingCommandTimeoutMs / 1000)));
    }
    await wait(COMMAND_ANSWER_MS);
    // The pile answers: the state may have moved meanwhile (the car unplugged), so it is checked again.
    const now = sim.board.get(connector.connectorId)!;
    const late = commandRefusal(sim, now, command);
    if (late) return fail(ERR.stateNotAllowed[0], late);
    const by = currentUser(req).name;
    ctx.db.transaction(() => {
      if (command === 'start') sim.start(now.connectorId, plateNo);
      else if (command === 'stop') sim.stopCharging(now.connectorId, `远程停止（${by}）`);
      else if (command === 'unlock') sim.release(now.connectorId);
      else
        for (const g of sim.board.ofPile(now.pileId))
          if (g.connectorStatus === CONNECTOR.fault) sim.recover(g.connectorId, by, '远程重启充电桩后恢复');
    })();
    sim.board.flush();
    const after = sim.board.get(now.connectorId)!;
    return ok({ connector: after }, COMMAND_MSG.done(after, command));
  });
};
