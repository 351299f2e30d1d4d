import { useEffect, useMemo } from 'react';
import { Select } from 'antd';
import { useStore } from '../stores/createStore';
import { appStore } from '../stores/appStore';
import { dealerStore, loadDealers, loadPayTypes, selectDealer } from '../stores/dealerStore';

/**
 * The dealer selector of the multi-dealer platform (platformType 2; the caller decides): the list of
 * dealerInfos/chosen (empty when that call fails), bound to appStore.dealerValue. Choosing a dealer
 * reloads payTypes and rechargePayTypes with its dealerId (stores/dealerStore.ts).
 * The top bar shows it on every page of the multi-dealer platform; a page that must not offer it
 * calls hideDealerSelector() while shown. appStore.dealerSelectorVisible is not read here: the route
 * guard resets it to false on every navigation, so binding to it would hide the selector for good.
 */
export function DealerSelector() {
  const dealerList = useStore(dealerStore, (s) => s.dealerList);
  const hidden = useStore(dealerStore, (s) => s.hiddenBy > 0);
  const value = useStore(appStore, (s) => s.dealerValue);
  const platName = useStore(dealerStore, (s) => s.platInfo.platName);
  const options = useMemo(() => dealerList.map((d) => ({ value: d.dealerId, label: d.dealerName })), [dealerList]);

  useEffect(() => {
    void loadDealers();
    void loadPayTypes(appStore.get().dealerValue);
  }, []);

  if (hidden) return null;
  return (
    <Select
      className="app-topbar-dealer"
      title={value && platName ? `当前平台：${platName}` : undefined}
      aria-label="选择经销商"
      placeholder="请选择经销商"
      allowClear
      showSearch
      optionFilterProp="label"
      popupMatchSelectWidth={false}
      notFoundContent="暂无经销商"
      options={options}
      value={value}
      onChange={(v: string | undefined) => selectDealer(v ?? undefined)}
    />
  );
}
