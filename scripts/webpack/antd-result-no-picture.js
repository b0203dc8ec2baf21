/**
 * What browser builds draw for antd Result's 403, 404 and 500 pictures: nothing (see
 * ANTD_RESULT_PICTURES in ./create-config.cjs).
 */
export default function NoPicture() {
  return null;
}
