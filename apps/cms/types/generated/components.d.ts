import type { Schema, Struct } from '@strapi/strapi'

export interface OrganizationAddress extends Struct.ComponentSchema {
  collectionName: 'components_organization_addresses'
  info: {
    displayName: 'Address'
    icon: 'pinMap'
  }
  attributes: {
    city: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80
      }>
    houseNumber: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16
      }>
    postal: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 7
      }>
    street: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160
      }>
  }
}

export interface OrganizationCallToAction extends Struct.ComponentSchema {
  collectionName: 'components_organization_call_to_actions'
  info: {
    displayName: 'Call to action'
    icon: 'cursor'
  }
  attributes: {
    text: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60
      }>
    url: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2048
      }>
  }
}

export interface OrganizationContactPerson extends Struct.ComponentSchema {
  collectionName: 'components_organization_contact_people'
  info: {
    displayName: 'Contact person'
    icon: 'user'
  }
  attributes: {
    email: Schema.Attribute.Email
    image: Schema.Attribute.Media<'images'>
    name: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160
      }>
    phone: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 32
      }>
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160
      }>
  }
}

export interface OrganizationSignUp extends Struct.ComponentSchema {
  collectionName: 'components_organization_sign_ups'
  info: {
    description: 'What the organisation gave when it applied'
    displayName: 'Sign-up'
    icon: 'write'
  }
  attributes: {
    chamberOfCommerceNumber: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 8
      }>
    email: Schema.Attribute.Email
    message: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2000
      }>
    phoneNumber: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 32
      }>
    website: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2048
      }>
  }
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'organization.address': OrganizationAddress
      'organization.call-to-action': OrganizationCallToAction
      'organization.contact-person': OrganizationContactPerson
      'organization.sign-up': OrganizationSignUp
    }
  }
}
