/**
 * The rest of Mantine's styles, loaded with every screen beyond home: the overlays'
 * (@/ui/overlay-styles), then each component's layered file neither they nor the shell
 * (./shell.ts) load, in Mantine's own order (a component after those it builds on).
 * tests/unit/mantine-styles.test.ts checks that the three lists cover every file of the installed
 * Mantine exactly once, each in that order.
 */
// What opens over a screen first (a screen's dropdowns and dialogs build on it).
import '@/ui/overlay-styles';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Affix.layer.css';
import '@mantine/core/styles/ActionBar.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/AngleSlider.layer.css';
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/AspectRatio.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/BackgroundImage.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Blockquote.layer.css';
import '@mantine/core/styles/Breadcrumbs.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Cascader.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/core/styles/ColorPicker.layer.css';
import '@mantine/core/styles/ColorInput.layer.css';
import '@mantine/core/styles/DataList.layer.css';
import '@mantine/core/styles/Dialog.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/EmptyState.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/FloatingWindow.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Mark.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Kbd.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/LoadingOverlay.layer.css';
import '@mantine/core/styles/Marquee.layer.css';
import '@mantine/core/styles/Menubar.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/OverflowList.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/PinInput.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Rating.layer.css';
import '@mantine/core/styles/RollingNumber.layer.css';
import '@mantine/core/styles/RingProgress.layer.css';
import '@mantine/core/styles/Scroller.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SemiCircleProgress.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Slider.layer.css';
import '@mantine/core/styles/Splitter.layer.css';
import '@mantine/core/styles/Spoiler.layer.css';
import '@mantine/core/styles/Stepper.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/TableOfContents.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Timeline.layer.css';
import '@mantine/core/styles/Toggle.layer.css';
import '@mantine/core/styles/Toolbar.layer.css';
import '@mantine/core/styles/Tour.layer.css';
import '@mantine/core/styles/Tree.layer.css';
import '@mantine/core/styles/TreeSelect.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import '@mantine/dates/styles.layer.css';
