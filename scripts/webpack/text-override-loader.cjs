/**
 * Replaces whole string literals of a module: with `overrides` { "rows": "rows listed" }, every
 * 'rows' and "rows" literal becomes 'rows listed' (the quote kept); other text is left alone.
 * See textOverrideRules in create-config.cjs.
 */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * @param {string} source
 * @param {Record<string, string>} overrides
 * @returns {string}
 */
function overrideTexts(source, overrides) {
  let result = source;
  for (const [from, to] of Object.entries(overrides)) {
    result = result.replace(new RegExp(`(['"])${escapeRegExp(from)}\\1`, 'g'), (_match, quote) => `${quote}${to.replaceAll(quote, `\\${quote}`)}${quote}`);
  }
  return result;
}

module.exports = function textOverrideLoader(source) {
  return overrideTexts(source, this.getOptions().overrides ?? {});
};
