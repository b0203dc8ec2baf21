import { configToSave, groupKeys, sectionOf, themeVariableName, themeVariables } from './config-rules';

describe('update config rules', () => {
  it('puts CSS:: keys under CSS Configuration, image keys under Images and Logo, the rest under General Configuration', () => {
    expect(sectionOf('CSS::--px-color-primary')).toBe('CSS Configuration');
    for (const key of ['favicon', 'logoSmall', 'userPoolLogo']) expect(sectionOf(key)).toBe('Images and Logo');
    for (const key of ['siteTitle', 'tenantShortName', 'business_buyer_site', 'css::lower']) expect(sectionOf(key)).toBe('General Configuration');
  });

  it('groups the known keys and the tenant’s own keys once each, sorted', () => {
    expect(groupKeys(['siteTitle', 'CSS::b', 'favicon'], { siteTitle: 'X', 'CSS::a': '#fff', tenantShortName: 'WSC' })).toEqual({
      'General Configuration': ['siteTitle', 'tenantShortName'],
      'CSS Configuration': ['CSS::a', 'CSS::b'],
      'Images and Logo': ['favicon'],
    });
  });

  it('sends only the changed keys plus the image keys', () => {
    const loaded = { siteTitle: 'Old', tenantShortName: 'WSC', 'CSS::primary': '#111', favicon: 'f.ico', logoSmall: 'l.png', userPoolLogo: '' };
    const edited = { ...loaded, siteTitle: 'New', 'CSS::primary': '#222' };
    expect(configToSave(loaded, edited)).toEqual({ siteTitle: 'New', 'CSS::primary': '#222', favicon: 'f.ico', logoSmall: 'l.png' });
    expect(configToSave(loaded, loaded)).toEqual({ favicon: 'f.ico', logoSmall: 'l.png' });
  });

  it('sends a key the tenant did not have once it is given a value, and an emptied key as empty', () => {
    expect(configToSave({ siteTitle: 'A' }, { siteTitle: '', 'CSS::x': 'red' })).toEqual({ siteTitle: '', 'CSS::x': 'red' });
  });

  it('names the theme variable after the key, as a custom property', () => {
    expect(themeVariableName('CSS::--px-color-primary')).toBe('--px-color-primary');
    expect(themeVariableName('CSS::primaryColor')).toBe('--primaryColor');
    expect(themeVariableName('CSS::font title')).toBe('--font-title');
  });

  it('turns only non-empty CSS:: values into theme variables', () => {
    expect(themeVariables({ 'CSS::--primary': ' #f00 ', 'CSS::--empty': ' ', 'CSS::': 'x', siteTitle: 'X' })).toEqual({ '--primary': '#f00' });
  });
});
