/**
 * Curated seed of 工作日配置 (schemas/workingDayConfig.json, entities workingDayConfig and workingDayConfigVersion):
 * for each year 2022–2027 one platform-wide configuration and one per park (1001–1010), built from the published
 * holiday notices (holidays.ts). The platform's configurations in force went through three versions (a provisional
 * plan, the notice, an adjusted working day filled in afterwards) and every park's through two (a copy of the
 * platform's, then its own: the shopping-centre and transport-hub parks keep weekend rates on adjusted working days);
 * 2027 is a draft everywhere; 文三路路内停车泊位 dropped its own calendar in 2024 and 2025 (已停用). Seed data only:
 * generated rows could not hold real dates, ranges apart or versions numbered in step with their history.
 * Versioning, uniqueness and the date checks are the document's (engine/versions.ts, engine/uniqueness.ts).
 */
import { PARKS } from '../sharedOptions/parks';
import { DAY, HOUR } from '../../engine/seedKit';
import { formatSeedTime } from '../../engine/seedValues';
import type { EngineExtension, SeedKit } from '../../engine/types';
import { dayCounts, HOLIDAY_NOTICES, PROVISIONAL_2027, type DayRange } from './holidays';

export const CONFIG_ENTITY = 'workingDayConfig';
export const CONFIG_VERSION_ENTITY = 'workingDayConfigVersion';

/** Staff of the operator who keep the calendars (the demo accounts' names). */
const STAFF = ['陈建国', '李晓梅', '王志强'];
/** Parks that keep weekend rates on adjusted working days (商场、交通枢纽). */
const WEEKEND_RATE_PARKS = new Set([1004, 1005, 1007, 1008, 1009]);
const STOPPED: ReadonlySet<string> = new Set(['2024:1010', '2025:1010']);

interface Version {
  days: DayRange[];
  changeNote: string;
  updateUser: string;
  /** When the version was saved (date-time text, or days before the seed's day). */
  saved: string | number;
}
interface SeedConfig {
  configId: number;
  year: number;
  configName: string;
  scopeType: 1 | 2;
  parkId: number | null;
  configStatus: 0 | 1 | 2;
  remark: string | null;
  /** Oldest first; the last is the current version. */
  versions: Version[];
}

const shortName = (parkName: string) => parkName.replace(/(停车场|地下停车库|停车泊位)$/, '');
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const at = (date: string, hour: number, minute: number) => `${date} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;
const holidaysOnly = (days: DayRange[]) => days.filter((d) => d.dayType === 1);
const dateText = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

function platformConfig(year: number, configId: number): SeedConfig {
  if (year === 2027)
    return {
      configId,
      year,
      configName: '2027年全国法定节假日安排（预排）',
      scopeType: 1,
      parkId: null,
      configStatus: 0,
      remark: '国务院办公厅2027年放假通知发布前的预排方案，未发布前不参与计费',
      versions: [
        { days: PROVISIONAL_2027, changeNote: '按往年惯例预排放假日期，待通知发布后补充调休上班日', updateUser: STAFF[1], saved: 6 },
      ],
    };
  const { published, days } = HOLIDAY_NOTICES[year];
  const workdays = days.filter((d) => d.dayType === 2);
  const lastWorkday = workdays[workdays.length - 1];
  return {
    configId,
    year,
    configName: `${year}年全国法定节假日安排`,
    scopeType: 1,
    parkId: null,
    configStatus: 1,
    remark: `依据国务院办公厅关于${year}年部分节假日安排的通知`,
    versions: [
      {
        days: holidaysOnly(days),
        changeNote: '按往年惯例预排放假日期，待通知发布后补充调休上班日',
        updateUser: STAFF[1],
        saved: at(addDays(published, -20), 10, 12),
      },
      {
        days: days.filter((d) => d !== lastWorkday),
        changeNote: `按国务院办公厅关于${year}年部分节假日安排的通知更新放假与调休日期`,
        updateUser: STAFF[0],
        saved: at(addDays(published, 1), 9, 35),
      },
      {
        days,
        changeNote: `补充漏填的调休上班日 ${dateText(lastWorkday.startDate)}`,
        updateUser: STAFF[2],
        saved: at(addDays(published, 8), 15, 48),
      },
    ],
  };
}

function parkConfig(year: number, park: (typeof PARKS)[number], configId: number): SeedConfig {
  const name = `${year}年${shortName(park.parkName)}节假日安排`;
  const scope = { configId, year, scopeType: 2 as const, parkId: park.parkId };
  if (year === 2027)
    return {
      ...scope,
      configName: `${name}（预排）`,
      configStatus: 0,
      remark: '随全平台预排方案建立，通知发布后再核对',
      versions: [{ days: PROVISIONAL_2027, changeNote: '复制全平台2027年预排方案', updateUser: STAFF[(park.parkId + 1) % 3], saved: 4 }],
    };
  const { published, days } = HOLIDAY_NOTICES[year];
  const lastWorkday = days.filter((d) => d.dayType === 2).pop();
  const weekendRates = WEEKEND_RATE_PARKS.has(park.parkId);
  const own = weekendRates ? holidaysOnly(days) : days;
  return {
    ...scope,
    configName: name,
    configStatus: STOPPED.has(`${year}:${park.parkId}`) ? 2 : 1,
    remark: weekendRates
      ? '商圈及交通枢纽车场：调休上班日客流与周末相当，仍按休息日费率计费'
      : STOPPED.has(`${year}:${park.parkId}`)
        ? '路内泊位改按全平台配置执行，本配置停用'
        : '与全平台放假安排一致',
    versions: [
      {
        days: days.filter((d) => d !== lastWorkday),
        changeNote: '复制全平台配置',
        updateUser: STAFF[park.parkId % 3],
        saved: at(addDays(published, 3), 11, 5 + (park.parkId % 50)),
      },
      {
        days: own,
        changeNote: weekendRates ? '按车场经营要求删除调休上班日，调休上班日仍按休息日计费' : '同步全平台配置：补充调休上班日',
        updateUser: STAFF[(park.parkId + 2) % 3],
        saved: at(addDays(published, 12), 16, 10 + (park.parkId % 40)),
      },
    ],
  };
}

export const SEED_CONFIGS: SeedConfig[] = [2022, 2023, 2024, 2025, 2026, 2027].flatMap((year, y) => [
  platformConfig(year, y * 11 + 1),
  ...PARKS.map((park, p) => parkConfig(year, park, y * 11 + 2 + p)),
]);

const timeOf = (kit: SeedKit, saved: string | number) =>
  typeof saved === 'number' ? formatSeedTime(kit.now - saved * DAY + 10 * HOUR) : saved;

const contentOf = (config: SeedConfig, version: Version) => ({
  year: config.year,
  configName: config.configName,
  scopeType: config.scopeType,
  parkId: config.parkId,
  days: version.days,
  ...dayCounts(version.days),
  changeNote: version.changeNote,
  updateUser: version.updateUser,
  remark: config.remark,
});

export const workingDayConfigExtension: EngineExtension = {
  entities: {
    [CONFIG_ENTITY]: {
      fixedRows: true,
      seed: (kit) => {
        for (const config of SEED_CONFIGS) {
          const current = config.versions[config.versions.length - 1];
          kit.insert({
            configId: config.configId,
            ...contentOf(config, current),
            configStatus: config.configStatus,
            version: config.versions.length,
            updateTime: timeOf(kit, current.saved),
          });
        }
        return SEED_CONFIGS.length;
      },
    },
    [CONFIG_VERSION_ENTITY]: {
      fixedRows: true,
      seed: (kit) => {
        let n = 0;
        for (const config of SEED_CONFIGS) {
          config.versions.slice(0, -1).forEach((version, i) => {
            const next = config.versions[i + 1];
            kit.insert({
              workingDayConfigId: config.configId,
              ...contentOf(config, version),
              version: i + 1,
              updateTime: timeOf(kit, version.saved),
              replacedUser: next.updateUser,
              replacedTime: timeOf(kit, next.saved),
            });
            n++;
          });
        }
        return n;
      },
    },
  },
};
