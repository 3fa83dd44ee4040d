import type { Meta, StoryObj } from '@storybook/react-vite';
import { CtaBlock } from '../../site/app/cta-block.tsx';
import { beforeEachSite, PHONE, withSite } from '../support/site-frame.tsx';

/** The free-consultation call to action in its four variants; every button leads to /contact. */
const meta = {
  title: 'Site/Consultation CTA',
  component: CtaBlock,
  decorators: [withSite],
  beforeEach: beforeEachSite,
  args: { variant: 'default', headingLevel: 2 },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'inline', 'sidebar', 'banner'] },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
  },
} satisfies Meta<typeof CtaBlock>;
export default meta;

type Story = StoryObj<typeof meta>;

/** "Need Expert Help?" */
export const Default: Story = {};
/** "Confused? Let's Talk" */
export const Inline: Story = { args: { variant: 'inline' } };
/** "Questions? Talk to an Expert", in a narrow column. */
export const Sidebar: Story = {
  args: { variant: 'sidebar' },
  render: (args) => (
    <div style={{ maxWidth: 340 }}>
      <CtaBlock {...args} />
    </div>
  ),
};
/** "Get Personal Recommendation" */
export const Banner: Story = { args: { variant: 'banner' } };
export const BannerOnPhone: Story = {
  name: 'Banner, phone',
  args: { variant: 'banner' },
  tags: ['phone'],
  globals: PHONE,
};
export const InlineOnPhone: Story = {
  name: 'Inline, phone',
  args: { variant: 'inline' },
  tags: ['phone'],
  globals: PHONE,
};
