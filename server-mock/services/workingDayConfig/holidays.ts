/**
 * China's public holidays and adjusted working days (法定节假日与调休上班日) as the State Council's General Office
 * announces them each year (国务院办公厅关于××年部分节假日安排的通知), 2022–2026, and the provisional plan a
 * platform keeps for 2027 until that year's notice. Dates are whole days, both ends included.
 */

/** dayType of schemas/workingDayConfig.json: 1 节假日, 2 调休上班. holidayName: 1 元旦 … 7 国庆节, 8 其他. */
export interface DayRange {
  startDate: string;
  endDate: string;
  dayType: 1 | 2;
  holidayName: number;
}

const off = (startDate: string, endDate: string, holidayName: number): DayRange => ({ startDate, endDate, dayType: 1, holidayName });
const work = (date: string, holidayName: number): DayRange => ({ startDate: date, endDate: date, dayType: 2, holidayName });

/** The notice of each year: the ranges in calendar order, and the day it was published. */
export const HOLIDAY_NOTICES: Record<number, { published: string; days: DayRange[] }> = {
  2022: {
    published: '2021-10-25',
    days: [
      off('2022-01-01', '2022-01-03', 1),
      work('2022-01-29', 2),
      work('2022-01-30', 2),
      off('2022-01-31', '2022-02-06', 2),
      work('2022-04-02', 3),
      off('2022-04-03', '2022-04-05', 3),
      work('2022-04-24', 4),
      off('2022-04-30', '2022-05-04', 4),
      work('2022-05-07', 4),
      off('2022-06-03', '2022-06-05', 5),
      off('2022-09-10', '2022-09-12', 6),
      off('2022-10-01', '2022-10-07', 7),
      work('2022-10-08', 7),
      work('2022-10-09', 7),
    ],
  },
  2023: {
    published: '2022-12-08',
    days: [
      off('2023-01-01', '2023-01-02', 1),
      off('2023-01-21', '2023-01-27', 2),
      work('2023-01-28', 2),
      work('2023-01-29', 2),
      off('2023-04-05', '2023-04-05', 3),
      work('2023-04-23', 4),
      off('2023-04-29', '2023-05-03', 4),
      work('2023-05-06', 4),
      off('2023-06-22', '2023-06-24', 5),
      work('2023-06-25', 5),
      off('2023-09-29', '2023-09-30', 6),
      off('2023-10-01', '2023-10-06', 7),
      work('2023-10-07', 7),
      work('2023-10-08', 7),
    ],
  },
  2024: {
    published: '2023-10-25',
    days: [
      off('2024-01-01', '2024-01-01', 1),
      work('2024-02-04', 2),
      off('2024-02-10', '2024-02-17', 2),
      work('2024-02-18', 2),
      off('2024-04-04', '2024-04-06', 3),
      work('2024-04-07', 3),
      work('2024-04-28', 4),
      off('2024-05-01', '2024-05-05', 4),
      work('2024-05-11', 4),
      off('2024-06-08', '2024-06-10', 5),
      work('2024-09-14', 6),
      off('2024-09-15', '2024-09-17', 6),
      work('2024-09-29', 7),
      off('2024-10-01', '2024-10-07', 7),
      work('2024-10-12', 7),
    ],
  },
  2025: {
    published: '2024-11-12',
    days: [
      off('2025-01-01', '2025-01-01', 1),
      work('2025-01-26', 2),
      off('2025-01-28', '2025-02-04', 2),
      work('2025-02-08', 2),
      off('2025-04-04', '2025-04-06', 3),
      work('2025-04-27', 4),
      off('2025-05-01', '2025-05-05', 4),
      off('2025-05-31', '2025-06-02', 5),
      work('2025-09-28', 7),
      off('2025-10-01', '2025-10-08', 7),
      work('2025-10-11', 7),
    ],
  },
  2026: {
    published: '2025-11-04',
    days: [
      off('2026-01-01', '2026-01-03', 1),
      work('2026-01-04', 1),
      work('2026-02-14', 2),
      off('2026-02-15', '2026-02-23', 2),
      work('2026-02-28', 2),
      off('2026-04-04', '2026-04-06', 3),
      off('2026-05-01', '2026-05-05', 4),
      work('2026-05-09', 4),
      off('2026-06-19', '2026-06-21', 5),
      work('2026-09-20', 7),
      off('2026-09-25', '2026-09-27', 6),
      off('2026-10-01', '2026-10-07', 7),
      work('2026-10-10', 7),
    ],
  },
};

/** 2027: the platform's provisional plan (holidays only), kept as a draft until the year's notice is published. */
export const PROVISIONAL_2027: DayRange[] = [
  off('2027-01-01', '2027-01-03', 1),
  off('2027-02-05', '2027-02-11', 2),
  off('2027-04-03', '2027-04-05', 3),
  off('2027-05-01', '2027-05-05', 4),
  off('2027-06-09', '2027-06-09', 5),
  off('2027-09-15', '2027-09-15', 6),
  off('2027-10-01', '2027-10-07', 7),
];

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Days of the holiday ranges (dayType 1) and of the adjusted working days (dayType 2): the form's 放假天数 / 调休上班天数. */
export function dayCounts(days: readonly DayRange[]): { holidayDays: number; workdayDays: number } {
  let holidayDays = 0;
  let workdayDays = 0;
  for (const d of days) {
    const n = Math.round((dayMs(d.endDate) - dayMs(d.startDate)) / 86_400_000) + 1;
    if (d.dayType === 1) holidayDays += n;
    else workdayDays += n;
  }
  return { holidayDays, workdayDays };
}
