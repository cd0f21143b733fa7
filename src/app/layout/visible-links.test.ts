import { describe, expect, it } from 'vitest';
import { LINK_WIDTHS, MAX_HEADER_LINKS, visibleLinkCount } from './visible-links';

/** What the header's media queries answer for a window this wide. */
const fitAt = (width: number) => LINK_WIDTHS.filter((w) => width >= w).length;

describe('header link count', () => {
  it('never shows more than 8 links, however wide the window', () => {
    expect(visibleLinkCount(fitAt(4000), 14)).toBeLessThanOrEqual(MAX_HEADER_LINKS);
  });

  it('shows every link when they all fit', () => {
    expect(visibleLinkCount(fitAt(1920), 3)).toBe(3);
  });

  it('shows fewer links on narrower windows and none on a phone', () => {
    expect(visibleLinkCount(fitAt(1024), 14)).toBeLessThan(visibleLinkCount(fitAt(1440), 14));
    expect(visibleLinkCount(fitAt(400), 14)).toBe(0);
  });

  it('keeps a slot for "More" when anything overflows', () => {
    expect(visibleLinkCount(fitAt(1024), 14)).toBe(3);
    expect(visibleLinkCount(fitAt(1024), 4)).toBe(4);
  });
});
