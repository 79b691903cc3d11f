// Brand palette and a few scene-only tints shared by every illustration.
export const C = {
  ink: '#0e1014',
  ink2: '#171a20',
  amber: '#ffad00',
  amberStrong: '#e69c00',
  amberLight: '#ffc94d',
  amberDeep: '#b97800',
  s50: '#f6f7f8',
  s100: '#eceef0',
  s200: '#d5d9de',
  s300: '#b5bcc5',
  s500: '#56606b',
  s600: '#434b55',
  s700: '#2c3239',
  s800: '#1f242a',
  white: '#ffffff',
  arc: '#dff4ff',
  arcBlue: '#7cc8ff',
  copper: '#c8793a',
};

// Generic fonts; librsvg resolves them through fontconfig (DejaVu / Liberation here).
export const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
export const FONT_COND =
  "'DejaVu Sans Condensed', 'Liberation Sans Narrow', 'DejaVu Sans', sans-serif";
export const FONT_MONO = "'DejaVu Sans Mono', 'Liberation Mono', monospace";

export const SKIN = ['#f1c7a5', '#d9a27c', '#b07650', '#8a5a3c', '#5e3d2b', '#e8b894'];
export const HAIR = ['#2b2118', '#5a3b22', '#0e1014', '#9a6b3f', '#c9c2b8', '#3b2a1f'];
