import { scoreLevel } from '@/common/technical';
import { arcPath, GAUGE_SEGMENTS, needleAngle, polarPoint } from '../gauge';

describe('needleAngle', () => {
  it('maps the score -1 ... 1 onto -90 ... 90 degrees, 0 straight up', () => {
    expect(needleAngle(-1)).toBe(-90);
    expect(needleAngle(-0.5)).toBe(-45);
    expect(needleAngle(0)).toBe(0);
    expect(needleAngle(-0)).toBe(0);
    expect(needleAngle(5 / 14)).toBeCloseTo((5 / 14) * 90, 10);
    expect(needleAngle(1)).toBe(90);
  });

  it('clamps scores outside [-1, 1] and reads NaN as neutral', () => {
    expect(needleAngle(1.7)).toBe(90);
    expect(needleAngle(-3)).toBe(-90);
    expect(needleAngle(Infinity)).toBe(90);
    expect(needleAngle(-Infinity)).toBe(-90);
    expect(needleAngle(NaN)).toBe(0);
  });
});

describe('gauge geometry', () => {
  it('puts 0 degrees up and 90 degrees right', () => {
    const up = polarPoint(100, 100, 50, 0);
    const right = polarPoint(100, 100, 50, 90);
    const left = polarPoint(100, 100, 50, -90);
    expect(up.x).toBeCloseTo(100);
    expect(up.y).toBeCloseTo(50);
    expect(right.x).toBeCloseTo(150);
    expect(right.y).toBeCloseTo(100);
    expect(left.x).toBeCloseTo(50);
  });

  it('draws an arc clockwise from the left end to the top', () => {
    expect(arcPath(100, 100, 50, -90, 0)).toBe('M 50 100 A 50 50 0 0 1 100 50');
  });

  it('covers the dial with the five levels in order, each matching the summary rule', () => {
    expect(GAUGE_SEGMENTS.map((segment) => segment.level)).toEqual([
      'strong_sell',
      'sell',
      'neutral',
      'buy',
      'strong_buy',
    ]);
    expect(GAUGE_SEGMENTS[0]?.from).toBe(-1);
    expect(GAUGE_SEGMENTS[GAUGE_SEGMENTS.length - 1]?.to).toBe(1);
    GAUGE_SEGMENTS.forEach((segment, index) => {
      if (index > 0) expect(segment.from).toBe(GAUGE_SEGMENTS[index - 1]?.to);
      expect(scoreLevel((segment.from + segment.to) / 2)).toBe(segment.level);
    });
  });
});
