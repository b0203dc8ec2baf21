/*
 * antd's style engine (CSS-in-JS) in the browser projects' tests: style elements are made but never
 * put in the document. jsdom's getComputedStyle, which Testing Library's role queries call for every
 * element they walk, matches each CSS rule of the document against the element; with antd's few
 * thousand rules that was half of every screen test's time. The tests read what the DOM says
 * (roles, names, inline styles), never antd's CSS, and the browser e2e runs the real styles.
 */
function styleElement(css) {
  const style = document.createElement('style');
  style.innerHTML = css;
  return style;
}

exports.injectCSS = (css) => styleElement(css);
exports.updateCSS = (css) => styleElement(css);
exports.removeCSS = () => {};
exports.clearContainerCache = () => {};
