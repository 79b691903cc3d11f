import { languageCookie, locales } from '../../i18n/locales';

/** The language switcher's links: plain anchors carrying the target language. */
export const LANGUAGE_LINK = 'a[hreflang][lang]';

/**
 * Writes the language cookie (spec section 4) when the visitor follows a language link: a click,
 * or a middle click that opens the other language in a new tab, a choice all the same.
 *
 * Inline, run while the document is parsed, so it holds before the page's scripts arrive and
 * while React hydrates; and on the window in the capture phase, because React's listener on the
 * document stops a click on a part of the page not hydrated yet. A client navigation keeps the
 * document, and so this listener.
 *
 * It is a string so that the Content-Security-Policy can allow exactly this text
 * (server/security-headers.ts); `language-script.test.ts` runs it.
 */
export const LANGUAGE_SCRIPT = `((w,s,n,m,p,x,k)=>{const f=e=>{if(e.type=='auxclick'&&e.button!=1)return;const a=e.target instanceof Element&&e.target.closest(s),c=a&&a.getAttribute('hreflang');if(k.includes(c))document.cookie=n+'='+c+'; max-age='+m+'; path='+p+'; samesite='+x};for(const t of['click','auxclick'])w.addEventListener(t,f,true)})(window,'${LANGUAGE_LINK}','${languageCookie.name}',${languageCookie.maxAgeSeconds},'${languageCookie.path}','${languageCookie.sameSite}',${JSON.stringify(locales)})`;
