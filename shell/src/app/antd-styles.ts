/**
 * antd's stylesheet for the signed-in console (docs/architecture.md#shared-at-run-time): the rules of every antd
 * component as antd ships them, extracted by the build into a hashed CSS file that loads with the
 * chunk importing this module. The theme (./theme.ts) runs antd without run-time styles, so this file
 * is what draws antd's components; the sign-in pages never load it (auth-pages.css draws them).
 */
import 'antd/dist/antd.css';
