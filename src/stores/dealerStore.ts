import { getDealerInfo, getDealers, getPayTypes, getRechargePayTypes, type Dealer, type PayType } from '../api/shell';
import { onLogout } from '../auth/logout';
import { getPlatformName, getPlatformType } from '../auth/session';
import { appStore } from './appStore';
import { createStore } from './createStore';
import { refreshAllTabs } from './tabsStore';

/**
 * The dealer store of spec §3 (platformType 2): the dealers to choose from, the chosen one and
 * what depends on it (pay types and recharge pay types, loaded with its dealerId).
 * The chosen dealer is appStore.dealerValue (the sidebar clears it on every item click); this store
 * follows it and reloads the pay types whenever it changes.
 */
interface DealerState {
  dealerList: Dealer[];
  dealerValue: string | undefined;
  platInfo: { platName: string };
  payTypes: PayType[];
  rePayTypes: PayType[];
  /** How many mounted pages ask the top bar to hide the dealer selector. */
  hiddenBy: number;
}

export const dealerStore = createStore<DealerState>(() => ({
  dealerList: [],
  dealerValue: undefined,
  platInfo: { platName: getPlatformName() ?? '' },
  payTypes: [],
  rePayTypes: [],
  hiddenBy: 0,
}));

const asList = (value: unknown): PayType[] => (Array.isArray(value) ? (value as PayType[]) : []);

let payTypesRequest = 0;
/** Loads payTypes and rechargePayTypes for a dealer (dealerId sent on platformType 2 only); a failure gives []. */
export async function loadPayTypes(dealerId: string | undefined): Promise<void> {
  const id = getPlatformType() === 2 ? dealerId : undefined;
  const request = ++payTypesRequest;
  const [payTypes, rePayTypes] = await Promise.all([
    getPayTypes(id).then(asList, () => []),
    getRechargePayTypes(id).then(asList, () => []),
  ]);
  // An older answer never overwrites the pay types of a dealer chosen after it.
  if (request === payTypesRequest) dealerStore.set({ payTypes, rePayTypes });
}

let platInfoRequest = 0;
/** The platform of the chosen dealer (dealerInfos/{id} platName); none chosen, or a failure: the stored platform name. */
async function loadPlatInfo(dealerId: string | undefined): Promise<void> {
  const request = ++platInfoRequest;
  const fallback = getPlatformName() ?? '';
  const platName = dealerId
    ? await getDealerInfo(dealerId).then(
        (d) => d?.platName || d?.dealerName || fallback,
        () => fallback,
      )
    : fallback;
  if (request === platInfoRequest) dealerStore.set({ platInfo: { platName } });
}

/** Loads the dealers to choose from (dealerInfos/chosen); any failure leaves an empty list. */
export async function loadDealers(): Promise<Dealer[]> {
  const dealerList = await getDealers();
  dealerStore.set({ dealerList, platInfo: { platName: getPlatformName() ?? '' } });
  return dealerList;
}

/** Chooses a dealer (or none): appStore.dealerValue changes and the pay types follow. */
export function selectDealer(dealerId: string | undefined) {
  appStore.set({ dealerValue: dealerId });
}

/** A page hides the top bar's dealer selector while it is shown; call the returned function to show it again. */
export function hideDealerSelector(): () => void {
  dealerStore.set((s) => ({ hiddenBy: s.hiddenBy + 1 }));
  let done = false;
  return () => {
    if (done) return;
    done = true;
    dealerStore.set((s) => ({ hiddenBy: Math.max(0, s.hiddenBy - 1) }));
  };
}

// dealerStore.dealerValue mirrors appStore.dealerValue; each change of dealer reloads the pay types and platInfo,
// and every open page reads again: the HTTP client sends the chosen dealer (DealerId), which narrows the answers.
appStore.subscribe(() => {
  const value = appStore.get().dealerValue;
  if (value === dealerStore.get().dealerValue) return;
  dealerStore.set({ dealerValue: value });
  if (getPlatformType() === 2) {
    void loadPayTypes(value);
    void loadPlatInfo(value);
    refreshAllTabs();
  }
});

onLogout(() => dealerStore.reset());
