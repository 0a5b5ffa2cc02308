// Spec storefront §4 "An HTML box teaser with a 'more' marker is collapsed".
import { describe, expect, it } from 'vitest';
import { splitAtMoreMarker } from './htmlBox';

describe('splitAtMoreMarker', () => {
  it('splits at the first element with the class "more"', () => {
    expect(splitAtMoreMarker('<h2>A</h2><p>B</p><div class="more"><p>C</p></div><p>D</p>')).toEqual({
      intro: '<h2>A</h2><p>B</p>',
      more: '<div class="more"><p>C</p></div><p>D</p>',
    });
  });

  it('finds "more" among other classes but not as part of another class name', () => {
    expect(splitAtMoreMarker('<p>A</p><p class="small more">B</p>')?.intro).toBe('<p>A</p>');
    expect(splitAtMoreMarker('<p class="more-info">A</p><p class="furthermore">B</p>')).toBeUndefined();
  });

  it('has no marker in plain HTML (and comments are stripped by the API)', () => {
    expect(splitAtMoreMarker('<h2>Bildungspreise</h2><p>Sonderkonditionen</p>')).toBeUndefined();
  });
});
