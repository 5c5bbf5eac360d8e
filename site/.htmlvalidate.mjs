/**
 * html-validate for every built page. Astro's own markup and React's server renderer write two
 * equally valid HTML styles on one page (`<input>` / `<input/>`, `hidden` / `required=""`,
 * `maxlength` / `maxLength`: attribute names are case-insensitive in HTML), so those three style
 * rules accept both; every other rule of the recommended preset applies.
 */
export default {
  extends: ['html-validate:recommended'],
  rules: {
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    'attribute-boolean-style': 'off',
    'void-style': 'off',
  },
}
