import { z } from 'zod';
import type { PackedTariff } from './cost-tariff.ts';

export const ProviderCategorySchema = z.enum(['direct', 'robo', 'adviser']);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

/** A figure where none could be found is `null`, never a guess. */
const maybeText = z.string().min(1).nullable();

export const ProviderSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** Key of the logo mark; an operator may drop a real file named after it into the logo folder. */
  logo: z.string().min(1),
  category: ProviderCategorySchema,
  feeStructure: z.string().min(1),
  /** Illustrative annual cost in pounds at the three pot sizes; `null` where the tariff is unpublished. */
  costs: z.object({
    pot100k: z.number().min(0).nullable(),
    pot250k: z.number().min(0).nullable(),
    pot500k: z.number().min(0).nullable(),
  }),
  investments: z.object({
    count: z.number().int().min(0).nullable(),
    details: z.string(),
    funds: z.number().int().min(0).nullable(),
    etfs: z.number().int().min(0).nullable(),
    shares: z.number().int().min(0).nullable(),
    trusts: z.number().int().min(0).nullable(),
  }),
  features: z.array(z.string().min(1)),
  tradingFees: z.string(),
  trustpilotRating: z.number().min(1).max(5).optional(),
  trustpilotReviews: z.number().int().min(0).nullable(),
  whichRating: z.string().optional(),
  description: z.string().min(1),
  pros: z.array(z.string().min(1)),
  cons: z.array(z.string().min(1)),
  companyInfo: z.object({
    founded: maybeText,
    headquarters: maybeText,
    ownership: maybeText,
    websiteUrl: z.url(),
    parentCompany: maybeText,
  }),
  statistics: z.object({
    assetsUnderManagement: maybeText,
    customerCount: maybeText,
    employeeCount: maybeText,
  }),
  marketPosition: z.string(),
  screenshots: z.object({ homepage: z.string().nullable() }),
  keyMilestones: z.array(z.object({ year: z.string().min(4), event: z.string().min(1) })),
  awards: z.array(z.string().min(1)),
  regulatoryInfo: z.object({ fca: z.string().min(1), fscsProtected: z.boolean() }),
  /** Where the fee figures come from. Empty means no source was found: the site says "check with the provider". */
  sources: z.array(z.object({ url: z.url(), title: z.string().min(1), dated: isoDate.nullable() })),
  /** The oldest date on which the figures the cost uses were checked against their sources. */
  checkedOn: isoDate,
  /** Caveats a reader should see beside the figures (conflicts between sources, assumptions). */
  feeNotes: z.array(z.string().min(1)),
  /** 'Fixed' or 'Percentage' from the tariff; null when the charge is not known. */
  feeType: z.enum(['Fixed', 'Percentage']).nullable(),
  /** Each feature filter's field: true, false, or null for "not known". */
  featureFlags: z.object({
    mobileApp: z.boolean().nullable(),
    researchTools: z.boolean().nullable(),
    managedPortfolios: z.boolean().nullable(),
    shares: z.boolean().nullable(),
    etfs: z.boolean().nullable(),
    flatFee: z.boolean().nullable(),
    noWithdrawalFees: z.boolean().nullable(),
  }),
  /** How sure the cost is: the least certain status among the figures it uses; null when unpriced. */
  costStatus: z.enum(['provider-page', 'secondary', 'spec-example']).nullable(),
  /** Why no cost is shown, when no tariff could be found. */
  unpricedReason: z.string().min(1).nullable(),
  /**
   * The charges the drawdown cost engine prices from, figure for figure from the data file, in a
   * compact form without their sources (decision 020; `unpackTariff`); every cost shown is
   * worked out from these.
   */
  tariff: z.custom<PackedTariff>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      Array.isArray((value as PackedTariff).p) &&
      Array.isArray((value as PackedTariff).d) &&
      Array.isArray((value as PackedTariff).w),
    'the engine tariff (platform, dealing and drawdown figures, packed)',
  ),
  /** The latest dated change to the provider's figures. */
  lastChange: z
    .object({
      date: isoDate,
      what: z.string().min(1),
      oldValue: z.string().nullable(),
      newValue: z.string().min(1),
    })
    .nullable(),
});

/**
 * The fields the comparison reads: ranking, filters, the cost engine and the widget's cards. The
 * partner widget ships only these (provider-compared.generated.ts); the profile fields (description,
 * pros and cons, company facts, notes) are for the site's pages. Import this list as a value only
 * from build scripts: the widget must not bundle zod (widget/vite.config.ts).
 */
export const COMPARED_FIELDS = [
  'id',
  'name',
  'slug',
  'logo',
  'category',
  'feeStructure',
  'investments',
  'features',
  'trustpilotRating',
  'feeType',
  'featureFlags',
  'sources',
  'tariff',
] as const satisfies readonly (keyof z.infer<typeof ProviderSchema>)[];

export type ProviderCategory = z.infer<typeof ProviderCategorySchema>;
export type Provider = z.infer<typeof ProviderSchema>;
/** A provider as the comparison sees it; every Provider is one. */
export type ComparedProvider = Pick<Provider, (typeof COMPARED_FIELDS)[number]>;
