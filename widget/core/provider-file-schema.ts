import { z } from 'zod';
import {
  FigureStatusSchema,
  figure,
  IsoDateSchema,
  SPEC_EXAMPLE_SOURCE,
  TariffSchema,
} from './tariff-schema.ts';

/**
 * One provider's data file (data/providers/<slug>.yaml): the tariff, the facts the filters and
 * badges read, the words of its pages, and the history of every change to its figures.
 *
 * Build and test time only (zod); browser code imports the types.
 */

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const text = z.string().min(1);
const maybeText = z.string().min(1).nullable();

/** Yes/no facts with their own source; the feature filters and badges read only these. */
export const ProviderFeaturesSchema = z.object({
  mobileApp: figure(z.boolean()),
  researchTools: figure(z.boolean()),
  managedPortfolios: figure(z.boolean()),
  shares: figure(z.boolean()),
  etfs: figure(z.boolean()),
});

/** How many of each kind of investment can be held. */
export const InvestmentCountsSchema = z.object({
  details: text,
  funds: figure(z.number().int().min(0)),
  etfs: figure(z.number().int().min(0)),
  shares: figure(z.number().int().min(0)),
  trusts: figure(z.number().int().min(0)),
});

export const RatingsSchema = z.object({
  trustpilot: figure(z.object({ score: z.number().min(1).max(5), reviews: z.number().int().min(0) })),
  which: figure(text),
});

/**
 * A dated change to the data: what changed, the old and new value as shown, and the source of
 * the new value. `effective` is when the provider's own change took effect, where known.
 */
export const ChangeSchema = z.object({
  date: IsoDateSchema,
  effective: IsoDateSchema.optional(),
  /** The figure's path in the file ("tariff.platform.funds"). */
  field: text,
  what: text,
  oldValue: maybeText,
  newValue: text,
  status: FigureStatusSchema,
  source: z.union([z.url(), z.literal(SPEC_EXAMPLE_SOURCE)]).optional(),
});

export const ProfileSchema = z.object({
  /** Plain words about the provider; figures are never typed here, the fee summary is derived. */
  description: text,
  pros: z.array(text),
  cons: z.array(text),
  marketPosition: z.string(),
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
  screenshots: z.object({ homepage: z.string().nullable() }),
  keyMilestones: z.array(z.object({ year: z.string().min(4), event: text })),
  awards: z.array(text),
  regulatoryInfo: z.object({ fca: text, fscsProtected: z.boolean() }),
});

export const ProviderFileSchema = z.object({
  id: slug,
  slug,
  name: text,
  /** Key of the logo mark (widget/core/logo-marks.ts). */
  logo: text,
  category: z.enum(['direct', 'robo', 'adviser']),
  tariff: TariffSchema,
  features: ProviderFeaturesSchema,
  investments: InvestmentCountsSchema,
  ratings: RatingsSchema,
  profile: ProfileSchema,
  /** Caveats shown beside the figures (conflicts between sources, assumptions). */
  notes: z.array(text),
  /** Every page consulted for this provider, for the sources list. */
  sources: z.array(z.object({ url: z.url(), title: text, dated: IsoDateSchema.nullable() })),
  /** Every dated change to the figures, oldest first. */
  changes: z.array(ChangeSchema),
});

export type ProviderFeatures = z.infer<typeof ProviderFeaturesSchema>;
export type InvestmentCounts = z.infer<typeof InvestmentCountsSchema>;
export type Ratings = z.infer<typeof RatingsSchema>;
export type Change = z.infer<typeof ChangeSchema>;
export type Profile = z.infer<typeof ProfileSchema>;
export type ProviderFile = z.infer<typeof ProviderFileSchema>;
