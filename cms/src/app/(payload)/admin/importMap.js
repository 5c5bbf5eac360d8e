import { UnpublishButton as UnpublishButton_47af2876afd225b49484d278b7e15b49 } from '../../../components/UnpublishButton'
import { IconPicker as IconPicker_bd4054fc975cac0328f5465dc615972a } from '../../../components/IconPicker'
import { OverdueProjectWarning as OverdueProjectWarning_1abc7c201d879598575c155e61c66841 } from '../../../components/OverdueProjectWarning'
import { PhotoUpload as PhotoUpload_dfc92b02dc2518f6e5cd91f87030d53d } from '../../../components/PhotoUpload'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RowLabel as RowLabel_1e7cbdce5a2838a4e35b012373a30412 } from '../../../components/RowLabel'
import { NeededWhenShownLabel as NeededWhenShownLabel_9ccbd73112ff10c3a42df8e7e8dc9c2b } from '../../../components/NeededWhenShownLabel'
import { CommuneIcon as CommuneIcon_6ee714a7174b2a617ee39be5ba706926 } from '../../../components/CommuneEmblem'
import { CommuneLogo as CommuneLogo_6ee714a7174b2a617ee39be5ba706926 } from '../../../components/CommuneEmblem'
import { SiteState as SiteState_90728e1eb3538a4676830cc622796da1 } from '../../../components/SiteState'
import { ReviewQueue as ReviewQueue_0a3ae08271ef03452a037534f819af9a } from '../../../components/ReviewQueue'
import { ContactInbox as ContactInbox_993c24991619ed15a55d11ecc8ea922d } from '../../../components/ContactInbox'
import { QuickLinks as QuickLinks_e9de2df48c5a733ccd7d8d9522385725 } from '../../../components/QuickLinks'
import { SessionHandoffProvider as SessionHandoffProvider_df374189820c1c75b4ae284ac99c6e69 } from '../../../components/SessionHandoff'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/UnpublishButton#UnpublishButton": UnpublishButton_47af2876afd225b49484d278b7e15b49,
  "/components/IconPicker#IconPicker": IconPicker_bd4054fc975cac0328f5465dc615972a,
  "/components/OverdueProjectWarning#OverdueProjectWarning": OverdueProjectWarning_1abc7c201d879598575c155e61c66841,
  "/components/PhotoUpload#PhotoUpload": PhotoUpload_dfc92b02dc2518f6e5cd91f87030d53d,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/RowLabel#RowLabel": RowLabel_1e7cbdce5a2838a4e35b012373a30412,
  "/components/NeededWhenShownLabel#NeededWhenShownLabel": NeededWhenShownLabel_9ccbd73112ff10c3a42df8e7e8dc9c2b,
  "/components/CommuneEmblem#CommuneIcon": CommuneIcon_6ee714a7174b2a617ee39be5ba706926,
  "/components/CommuneEmblem#CommuneLogo": CommuneLogo_6ee714a7174b2a617ee39be5ba706926,
  "/components/SiteState#SiteState": SiteState_90728e1eb3538a4676830cc622796da1,
  "/components/ReviewQueue#ReviewQueue": ReviewQueue_0a3ae08271ef03452a037534f819af9a,
  "/components/ContactInbox#ContactInbox": ContactInbox_993c24991619ed15a55d11ecc8ea922d,
  "/components/QuickLinks#QuickLinks": QuickLinks_e9de2df48c5a733ccd7d8d9522385725,
  "/components/SessionHandoff#SessionHandoffProvider": SessionHandoffProvider_df374189820c1c75b4ae284ac99c6e69,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
