import { describe, expect, it } from 'vitest';
import { BUTTON_SCHEMES, isButtonScheme, parseButtonScheme } from './buttonScheme';

describe('parseButtonScheme (spec storefront §5 button schemes)', () => {
  it('allows exactly primary, secondary, red, green, outline and link', () => {
    expect([...BUTTON_SCHEMES]).toEqual(['primary', 'secondary', 'red', 'green', 'outline', 'link']);
  });

  it.each(BUTTON_SCHEMES)('%s is regular size, scaled-%s small', (scheme) => {
    expect(parseButtonScheme(scheme)).toEqual({ scheme, small: false });
    expect(parseButtonScheme(`scaled-${scheme}`)).toEqual({ scheme, small: true });
  });

  it('tolerates case and surrounding spaces', () => {
    expect(parseButtonScheme(' Scaled-Red ')).toEqual({ scheme: 'red', small: true });
  });

  it.each([
    'purple',
    '',
    '   ',
    null,
    undefined,
    'scaled-',
    'scaled-purple',
    'primary-scaled',
    'scaled-scaled-red',
  ])('ignores %s (default primary, regular size)', (value) => {
    expect(parseButtonScheme(value)).toEqual({ scheme: 'primary', small: false });
  });

  it('isButtonScheme narrows only the allowed names', () => {
    expect(isButtonScheme('outline')).toBe(true);
    expect(isButtonScheme('Outline')).toBe(false);
  });
});
