import { readFileSync, writeFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
const TODAY = '2026-11-25';
const docs = {};
const doc = (slug) => (docs[slug] ??= parseDocument(readFileSync(`data/providers/${slug}.yaml`, 'utf8')));
const path = (p) => p.split('.');
const get = (slug, p) => doc(slug).getIn(path(p));
const set = (slug, p, v) => doc(slug).setIn(path(p), v);
const del = (slug, p) => doc(slug).deleteIn(path(p));
const change = (slug, c) => {
  const list = doc(slug).get('changes');
  list.add(doc(slug).createNode({ date: TODAY, ...c }));
};
const KINDS = ['funds', 'etfsAndShares', 'investmentTrusts'];
const slugs = ['aegon','aj-bell','aviva','bestinvest','charles-stanley-direct','fidelity','hargreaves-lansdown','ig','interactive-investor','james-hay','legal-and-general','nutmeg','pensionbee','prudential','quilter','royal-london','scottish-widows','st-james-place','standard-life','true-potential','vanguard'];

// Replace a figure entirely, keeping key order sensible.
const figure = (slug, p, f) => set(slug, p, doc(slug).createNode(f));

// 1. AJ Bell: bands on the value of funds; shares, ETFs and trusts 0.25% of their value, at most £10 a month.
const AJ_JSIPP = 'https://www.youinvest.co.uk/investing-for-children/junior-sipp-charges-and-rates';
const AJ_JSIPP_TITLE = 'AJ Bell: Junior SIPP charges and rates';
{
  const s = 'aj-bell';
  const shares = {
    status: 'provider-page',
    value: { basis: 'marginal', tiers: [{ upTo: null, percentage: 0.25 }], chargedOn: ['etfsAndShares', 'investmentTrusts'] },
    source: AJ_JSIPP,
    checkedOn: TODAY,
    sourceTitle: AJ_JSIPP_TITLE,
    note: 'AJ Bell: "0.25% of the value of the shares in your account, maximum £10 per month" (shares include investment trusts and ETFs). Read from AJ Bell\'s Junior SIPP charges page, whose bands match its current SIPP; the older adult SIPP page differs.',
  };
  figure(s, 'tariff.platform.etfsAndShares', shares);
  figure(s, 'tariff.platform.investmentTrusts', shares);
  set(s, 'tariff.platform.funds.value.chargedOn', doc(s).createNode(['funds'], { flow: true }));
  set(s, 'tariff.platform.funds.note', 'AJ Bell: "0.25% on the first £250,000 of funds, 0.10% on the value between £250,000 and £500,000, no charge on the value of funds over £500,000": the bands are on the value held in funds only.');
  figure(s, 'tariff.platform.caps', {
    status: 'provider-page',
    value: [{ appliesTo: ['etfsAndShares', 'investmentTrusts'], perYear: 120, stated: '£10 a month' }],
    source: AJ_JSIPP,
    checkedOn: TODAY,
    sourceTitle: AJ_JSIPP_TITLE,
    note: 'The share custody charge is at most £10 a month. Read from AJ Bell\'s Junior SIPP charges page (undated); a third-party dataset of 2023 gives the same cap for the SIPP. The £3.50 a month is the dealing account\'s cap.',
  });
  change(s, { field: 'tariff.platform.etfsAndShares', what: 'Shares, ETFs and investment trusts are charged 0.25% of their own value with a £10-a-month cap; the fund bands are on the value of funds only (second reading, issue 26)', oldValue: 'the fund bands on the whole pot', newValue: '0.25% of the shares, at most £120 a year', status: 'provider-page', source: AJ_JSIPP });
}

// 2. Hargreaves Lansdown: bands on the value of funds; shares, ETFs and trusts a flat 0.45% capped at £200.
{
  const s = 'hargreaves-lansdown';
  const src = get(s, 'tariff.platform.funds.source');
  const title = get(s, 'tariff.platform.funds.sourceTitle');
  set(s, 'tariff.platform.funds.value.chargedOn', doc(s).createNode(['funds'], { flow: true }));
  set(s, 'tariff.platform.funds.note', 'HL charges its bands on the value of funds ("Value of funds"); shares are charged apart.');
  const shares = {
    status: 'provider-page',
    value: { basis: 'marginal', tiers: [{ upTo: null, percentage: 0.45 }], chargedOn: ['etfsAndShares', 'investmentTrusts'] },
    source: src,
    checkedOn: TODAY,
    ...(title ? { sourceTitle: title } : {}),
    note: 'Shares, ETFs and investment trusts: 0.45% a year of their value, capped at £200 a year.',
  };
  figure(s, 'tariff.platform.etfsAndShares', shares);
  figure(s, 'tariff.platform.investmentTrusts', shares);
  change(s, { field: 'tariff.platform.etfsAndShares', what: 'Shares, ETFs and trusts are a flat 0.45% of their own value (capped at £200); the fund bands are on the value of funds only (second reading, issue 26)', oldValue: 'the fund bands on the whole pot', newValue: '0.45% of the shares, at most £200 a year', status: 'provider-page', source: src });
}

// 3. Quilter and Aegon: one tiered charge on all holdings.
for (const [s, words] of [
  ['quilter', 'Quilter: "All new investments have one tiered charging structure … based on the value of all products held"; exchange-traded investments carry a dealing charge on top.'],
  ['aegon', 'Aegon charges its tiers on "Total holdings on ARC" (cash excepted), shares and ETFs included.'],
]) {
  const funds = get(s, 'tariff.platform.funds').toJSON();
  funds.value.chargedOn = 'all';
  funds.note = words;
  funds.checkedOn = TODAY;
  figure(s, 'tariff.platform.funds', funds);
  figure(s, 'tariff.platform.etfsAndShares', funds);
  figure(s, 'tariff.platform.investmentTrusts', funds);
  change(s, { field: 'tariff.platform.etfsAndShares', what: 'The tiered charge is on all holdings, shares and trusts included (second reading, issue 26)', oldValue: null, newValue: 'the same tiers, on all holdings together', status: 'provider-page', source: funds.source });
}
{
  const s = 'aegon';
  set(s, 'tariff.drawdown.yearlyFee.startsOn', 'first-income-payment');
  set(s, 'tariff.drawdown.yearlyFee.note', 'Aegon charges £75 a year "when their first drawdown pension payment is made": nothing while no income is taken.');
  set(s, 'tariff.drawdown.setupFee.note', 'Only the product specification\'s example gives £100; not found on Aegon\'s charges pages, so it is never counted.');
}

// 4. Fidelity: the £90 minimum applies only under £25,000.
{
  const s = 'fidelity';
  const mins = get(s, 'tariff.platform.minimums').toJSON();
  mins.value = [{ appliesTo: 'overall', perYear: 90, stated: 'for accounts under £25,000 without a regular savings plan', appliesBelow: 25000 }];
  mins.checkedOn = TODAY;
  figure(s, 'tariff.platform.minimums', mins);
  change(s, { field: 'tariff.platform.minimums', what: 'The £90 minimum applies only to accounts under £25,000 (second reading, issue 26)', oldValue: '£90 at every pot', newValue: '£90 under £25,000', status: 'provider-page', source: mins.source });
}

// 5. Nutmeg: "no set-up fees" is about opening an account, not drawdown.
{
  const s = 'nutmeg';
  figure(s, 'tariff.drawdown.setupFee', {
    status: 'not-known',
    value: null,
    source: 'https://www.nutmeg.com/our-fee',
    checkedOn: TODAY,
    note: 'Nutmeg\'s "no set-up, transaction, trading or exit fees" is about opening an account; no Nutmeg drawdown set-up fee was found.',
  });
  change(s, { field: 'tariff.drawdown.setupFee', what: 'The £0 read from "no set-up fees" was about opening an account, not drawdown (second reading, issue 26)', oldValue: '£0', newValue: 'not known', status: 'not-known' });
}

// 6. Royal London: the band limits after the April 2026 rise (secondary).
{
  const s = 'royal-london';
  const PB = 'https://www.pensionbible.co.uk/providers/royal-london';
  figure(s, 'tariff.platform.funds', {
    status: 'secondary',
    value: {
      basis: 'whole-pot',
      chargedOn: 'all',
      tiers: [
        { upTo: 48300, percentage: 0.75 },
        { upTo: 96700, percentage: 0.5 },
        { upTo: 290000, percentage: 0.45 },
        { upTo: 967000, percentage: 0.4 },
        { upTo: null, percentage: 0.35 },
      ],
    },
    source: PB,
    checkedOn: TODAY,
    sourceTitle: 'Pension Bible: Royal London pension fees and charges (third party)',
    sourceDated: '2026-04-01',
    note: 'The limits rise with RPI each 6 April; Pension Bible (last verified Q2 2026) gives the post-April-2026 limits £48.3k, £96.7k, £290k and £967k, as it rounds them. Royal London\'s own ISA page still shows the older limits (£46,600, £93,200, £279,000, £932,000). One rate on the whole value.',
  });
  change(s, { field: 'tariff.platform.funds', effective: '2026-04-06', what: 'Band limits raised with RPI from April 2026 (third party, Q2 2026)', oldValue: '£46,600 / £93,200 / £279,000 / £932,000', newValue: '£48,300 / £96,700 / £290,000 / £967,000', status: 'secondary', source: PB });
}

// 7. Third-party figures whose source is over a year old are not counted (decision 033).
const expire = (s, p, note) => {
  const f = get(s, p).toJSON();
  const out = { status: 'not-known', value: null, source: f.source, checkedOn: TODAY, ...(f.sourceTitle ? { sourceTitle: f.sourceTitle } : {}), ...(f.sourceDated ? { sourceDated: f.sourceDated } : {}), note };
  figure(s, p, out);
};
{
  const s = 'interactive-investor';
  const note = 'A third-party dataset of 2023 gave £12.99 a month (£155.88 a year, the Pension Builder plan). ii repriced its plans in February 2026 (ukfeecomparison.co.uk, verified June 2026) and no current ii SIPP fee was found, so no figure is counted.';
  for (const p of ['funds', 'etfsAndShares', 'investmentTrusts', 'minimums', 'caps', 'fixedFees']) expire(s, `tariff.platform.${p}`, note);
  change(s, { field: 'tariff.platform.fixedFees', what: 'The 2023 figure is not counted: ii repriced in February 2026 and no current SIPP fee was found (issue 26)', oldValue: '£155.88 a year (2023 dataset)', newValue: 'not known', status: 'not-known' });
}
for (const s of ['bestinvest', 'charles-stanley-direct']) {
  for (const kind of ['funds', 'etfsAndShares', 'investmentTrusts', 'minimums', 'caps', 'fixedFees']) {
    const f = get(s, `tariff.platform.${kind}`).toJSON();
    if (f.status !== 'secondary' || !f.sourceDated || f.sourceDated >= '2025-11-25') continue;
    expire(s, `tariff.platform.${kind}`, `Not counted: the only source is a third-party dataset dated ${f.sourceDated}, over a year old. It read: ${f.note ?? JSON.stringify(f.value)}`);
  }
  change(s, { field: 'tariff.platform', what: 'The platform charge rests only on a third-party dataset of 2023, over a year old, so it is not counted (decision 033)', oldValue: 'the 2023 dataset\'s tiers', newValue: 'not known', status: 'not-known' });
}

// 8. Standard Life: the charges page states "Figures correct as at 05 February 2025".
{
  const s = 'standard-life';
  const url = 'https://standardlife.co.uk/pensions/personal-pension/charges';
  for (const [group, list] of Object.entries({ platform: ['funds', 'minimums', 'caps', 'fixedFees'], drawdown: ['offered'] }))
    for (const p of list) if (get(s, `tariff.${group}.${p}.source`) === url) set(s, `tariff.${group}.${p}.sourceDated`, '2025-02-05');
}

// 9. chargedOn everywhere else: all holdings together.
for (const s of slugs) {
  for (const kind of KINDS) {
    const v = get(s, `tariff.platform.${kind}.value`);
    if (!v || get(s, `tariff.platform.${kind}.status`) === 'not-known') continue;
    if (v.get('chargedOn') === undefined) v.set('chargedOn', 'all');
  }
}
for (const [s, d] of Object.entries(docs)) writeFileSync(`data/providers/${s}.yaml`, d.toString({ lineWidth: 0 }));
console.log(Object.keys(docs).length, 'files');
