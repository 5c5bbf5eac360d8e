import { InviteStaff as InviteStaff_d44ccd3dd9194e14d86f6e7f9f74bb8a } from '../../../panel/components/InviteStaff'
import { RecordSpokenVersion as RecordSpokenVersion_7c6c8e377ea1231fae2e5cf0ba695e26 } from '../../../panel/components/recorder/RecordSpokenVersion'
import { UnpublishButton as UnpublishButton_7257ab54ff5e58e55ab812ac83da0c51 } from '../../../panel/components/UnpublishButton'
import { IconPicker as IconPicker_25c8f5c57facacd56167ffe052d4d174 } from '../../../panel/components/IconPicker'
import { OverdueProjectWarning as OverdueProjectWarning_91f88082d4add18911d4204e4546fa94 } from '../../../panel/components/OverdueProjectWarning'
import { RowLabel as RowLabel_00fd97cfcdf14854036a65538bb4cac9 } from '../../../panel/components/RowLabel'
import { PhotoUpload as PhotoUpload_bfe7c33bd89798dbf229b04713a85e13 } from '../../../panel/components/PhotoUpload'
import { ContactReply as ContactReply_1418ea31b52690c4ec04041d3c3f2206 } from '../../../panel/components/ContactReply'
import { NewsletterTools as NewsletterTools_0375ff51c5199f0ea521b054ea1299a8 } from '../../../panel/components/NewsletterTools'
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
import { SmsSubscriberTools as SmsSubscriberTools_f8c65491441b06369c83f1a74831ffa2 } from '../../../panel/components/SmsSubscriberTools'
import { SmsEstimate as SmsEstimate_04aad5de5361710d9f0ffe56f71a74c7 } from '../../../panel/components/SmsEstimate'
import { RequestDueCell as RequestDueCell_c227e9b575dcc29b78b59a990ce4a08f } from '../../../panel/components/RequestDueCell'
import { RequestTools as RequestTools_752caf1d7fc97c65c9cb65279e6be015 } from '../../../panel/components/RequestTools'
import { LanguagePicker as LanguagePicker_5a66df196a7bd7734ff65af594f450c1 } from '../../../panel/components/LanguagePicker'
import { RecordingUpload as RecordingUpload_acfe7652c7d24ec3ff16446310257c73 } from '../../../panel/components/recorder/RecordingUpload'
import { NeededWhenShownLabel as NeededWhenShownLabel_ffdf806cbd1e7e68c4985313304974bd } from '../../../panel/components/NeededWhenShownLabel'
import { CommuneIcon as CommuneIcon_c90ad48a1bcc64bd2e5c645025bf3334 } from '../../../panel/components/CommuneEmblem'
import { CommuneLogo as CommuneLogo_c90ad48a1bcc64bd2e5c645025bf3334 } from '../../../panel/components/CommuneEmblem'
import { SiteState as SiteState_6a38ee6d99a2bf9660135e3046b73c7c } from '../../../panel/components/SiteState'
import { ReviewQueue as ReviewQueue_1f86872d48fe814a60a565bad66ac04e } from '../../../panel/components/ReviewQueue'
import { ContactInbox as ContactInbox_f80d55db628729919c8a13acea764267 } from '../../../panel/components/ContactInbox'
import { RequestsOverview as RequestsOverview_60710759eba94f6e4b911af8a16969f6 } from '../../../panel/components/RequestsOverview'
import { SendingOverview as SendingOverview_0058b0434b65b7d2e1f351f5d5c7aebd } from '../../../panel/components/SendingOverview'
import { QuickLinks as QuickLinks_ed8f487f931aba664a5fedf76fe9787a } from '../../../panel/components/QuickLinks'
import { SessionHandoffProvider as SessionHandoffProvider_dc6dd45953cd1f1637ab383e6c42eae7 } from '../../../panel/components/SessionHandoff'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/panel/components/InviteStaff#InviteStaff": InviteStaff_d44ccd3dd9194e14d86f6e7f9f74bb8a,
  "/panel/components/recorder/RecordSpokenVersion#RecordSpokenVersion": RecordSpokenVersion_7c6c8e377ea1231fae2e5cf0ba695e26,
  "/panel/components/UnpublishButton#UnpublishButton": UnpublishButton_7257ab54ff5e58e55ab812ac83da0c51,
  "/panel/components/IconPicker#IconPicker": IconPicker_25c8f5c57facacd56167ffe052d4d174,
  "/panel/components/OverdueProjectWarning#OverdueProjectWarning": OverdueProjectWarning_91f88082d4add18911d4204e4546fa94,
  "/panel/components/RowLabel#RowLabel": RowLabel_00fd97cfcdf14854036a65538bb4cac9,
  "/panel/components/PhotoUpload#PhotoUpload": PhotoUpload_bfe7c33bd89798dbf229b04713a85e13,
  "/panel/components/ContactReply#ContactReply": ContactReply_1418ea31b52690c4ec04041d3c3f2206,
  "/panel/components/NewsletterTools#NewsletterTools": NewsletterTools_0375ff51c5199f0ea521b054ea1299a8,
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
  "/panel/components/SmsSubscriberTools#SmsSubscriberTools": SmsSubscriberTools_f8c65491441b06369c83f1a74831ffa2,
  "/panel/components/SmsEstimate#SmsEstimate": SmsEstimate_04aad5de5361710d9f0ffe56f71a74c7,
  "/panel/components/RequestDueCell#RequestDueCell": RequestDueCell_c227e9b575dcc29b78b59a990ce4a08f,
  "/panel/components/RequestTools#RequestTools": RequestTools_752caf1d7fc97c65c9cb65279e6be015,
  "/panel/components/LanguagePicker#LanguagePicker": LanguagePicker_5a66df196a7bd7734ff65af594f450c1,
  "/panel/components/recorder/RecordingUpload#RecordingUpload": RecordingUpload_acfe7652c7d24ec3ff16446310257c73,
  "/panel/components/NeededWhenShownLabel#NeededWhenShownLabel": NeededWhenShownLabel_ffdf806cbd1e7e68c4985313304974bd,
  "/panel/components/CommuneEmblem#CommuneIcon": CommuneIcon_c90ad48a1bcc64bd2e5c645025bf3334,
  "/panel/components/CommuneEmblem#CommuneLogo": CommuneLogo_c90ad48a1bcc64bd2e5c645025bf3334,
  "/panel/components/SiteState#SiteState": SiteState_6a38ee6d99a2bf9660135e3046b73c7c,
  "/panel/components/ReviewQueue#ReviewQueue": ReviewQueue_1f86872d48fe814a60a565bad66ac04e,
  "/panel/components/ContactInbox#ContactInbox": ContactInbox_f80d55db628729919c8a13acea764267,
  "/panel/components/RequestsOverview#RequestsOverview": RequestsOverview_60710759eba94f6e4b911af8a16969f6,
  "/panel/components/SendingOverview#SendingOverview": SendingOverview_0058b0434b65b7d2e1f351f5d5c7aebd,
  "/panel/components/QuickLinks#QuickLinks": QuickLinks_ed8f487f931aba664a5fedf76fe9787a,
  "/panel/components/SessionHandoff#SessionHandoffProvider": SessionHandoffProvider_dc6dd45953cd1f1637ab383e6c42eae7,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
