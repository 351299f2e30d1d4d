/**
 * The platform's registered vehicle owners (客户管理, schemas/customerManage.json): names, phones, their plates and the
 * accounts they pay with. One deterministic list shared by two seeds — the owners themselves and the parking orders of
 * their plates (services/stopFee/customerOrders.ts) — so an owner's detail finds the orders, arrears and monthly-pass
 * passages of the same plates. Times are offsets before the seed's reference time.
 */
import { createPrng } from '../../db/prng';
import { seedMobile, seedPlate } from '../../engine/seedValues';
import { personName } from '../../engine/seedVocabulary';

export interface OwnerPlate {
  plateNo: string;
  plateColor: number;
  carType: number;
  /** Days before the reference time the plate was bound. */
  boundDaysAgo: number;
}
export interface Owner {
  customerNo: string;
  ownerName: string;
  phone: string;
  registerSource: number;
  boundAccounts: number[];
  registerDaysAgo: number;
  plates: OwnerPlate[];
  /** The park the owner parks in most (1001–1010). */
  homePark: number;
  /** Holds a monthly pass in the home park: that park's passages are 月卡车, free of charge. */
  monthlyPass: boolean;
}

export const OWNER_COUNT = 64;

function makeOwners(): Owner[] {
  const rng = createPrng('customerManage:owners');
  return Array.from({ length: OWNER_COUNT }, (_, i) => {
    const registerDaysAgo = rng.int(20, 900);
    const plateCount = rng.chance(0.25) ? 2 : 1;
    const plates = Array.from({ length: plateCount }, (_p, k) => {
      const green = rng.chance(0.3);
      const plate = seedPlate(rng);
      return {
        // New-energy plates are green with six characters after the letter.
        plateNo: green ? `${plate.slice(0, 2)}${rng.pick(['D', 'F'])}${rng.chars('0123456789', 5)}` : plate,
        plateColor: green ? 5 : rng.chance(0.9) ? 1 : 2,
        carType: green ? 3 : 1,
        boundDaysAgo: k === 0 ? registerDaysAgo : rng.int(5, registerDaysAgo),
      };
    });
    const source = rng.pick([1, 1, 1, 2, 3, 4]);
    const others = [1, 2, 3, 4].filter((a) => a !== source && rng.chance(0.3));
    return {
      customerNo: `KH${String(202400001 + i * 37)}`,
      ownerName: personName(rng.pick),
      phone: seedMobile(rng),
      registerSource: source,
      boundAccounts: [source, ...others].sort(),
      registerDaysAgo,
      plates,
      homePark: 1001 + (i % 10),
      monthlyPass: i % 2 === 0,
    };
  });
}

export const OWNERS: readonly Owner[] = makeOwners();
