/**
 * What the console shares as 'antd': only the components its apps import (every app provides this
 * same list, so the page runs one antd, one theme). A shared module cannot be tree-shaken by its
 * consumers; this list is its tree-shaking. scripts/test/shared-facades.test.mjs fails when an app
 * imports a component missing here: add it, and rebuild every app (a remote built with a longer
 * list than the shell it runs in would find the component missing). The components of
 * ANTD_PARTS_BY_NAME (scripts/webpack/create-config.cjs) are not on it: they are shared on their own.
 */
export {
  Alert,
  App,
  Avatar,
  Button,
  Checkbox,
  Col,
  ConfigProvider,
  Dropdown,
  Empty,
  Flex,
  Input,
  Layout,
  Menu,
  Modal,
  Radio,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Table,
  Tag,
  Tooltip,
  Typography,
  theme,
} from 'antd/es/index.js';
