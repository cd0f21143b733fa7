import { describe, expect, it } from 'vitest';
import { MAX_HEADER_LINKS, visibleLinkCount } from './visible-links';

describe('header link count', () => {
  it('never shows more than 8 links, however wide the window', () => {
    expect(visibleLinkCount(4000, 14)).toBeLessThanOrEqual(MAX_HEADER_LINKS);
  });

  it('shows every link when they all fit', () => {
    expect(visibleLinkCount(1920, 3)).toBe(3);
  });

  it('shows fewer links on narrower windows and none on a phone', () => {
    expect(visibleLinkCount(1024, 14)).toBeLessThan(visibleLinkCount(1440, 14));
    expect(visibleLinkCount(400, 14)).toBe(0);
  });
});
